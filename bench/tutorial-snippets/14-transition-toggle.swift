import SwiftUI

struct RevealView: View {
    @State private var showDetails = false

    var body: some View {
        VStack(spacing: 16) {
            Button("Toggle details") {
                withAnimation(.easeInOut(duration: 0.3)) {
                    showDetails.toggle()
                }
            }
            if showDetails {
                Text("Here are the details you asked for.")
                    .padding()
                    .background(.yellow.opacity(0.3))
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }
        }
    }
}

#Preview {
    RevealView()
}
