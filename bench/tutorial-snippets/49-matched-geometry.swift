import SwiftUI

struct TabSelector: View {
    @Namespace private var underline
    @State private var selected = "Popular"
    let tabs = ["Popular", "New", "Following"]

    var body: some View {
        HStack(spacing: 20) {
            ForEach(tabs, id: \.self) { tab in
                VStack(spacing: 4) {
                    Text(tab)
                        .fontWeight(selected == tab ? .bold : .regular)
                    if selected == tab {
                        Capsule()
                            .frame(height: 3)
                            .matchedGeometryEffect(id: "underline", in: underline)
                    } else {
                        Color.clear.frame(height: 3)
                    }
                }
                .onTapGesture {
                    withAnimation(.snappy) { selected = tab }
                }
            }
        }
        .padding()
    }
}

#Preview {
    TabSelector()
}
