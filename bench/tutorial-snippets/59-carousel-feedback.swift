import SwiftUI

struct StoryCarousel: View {
    @State private var likes = 0
    let names = ["Ava", "Ben", "Chloe", "Dev", "Emi"]

    var body: some View {
        VStack(alignment: .leading) {
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 12) {
                    ForEach(names, id: \.self) { name in
                        VStack {
                            Circle()
                                .fill(.pink.gradient)
                                .frame(width: 64, height: 64)
                            Text(name).font(.caption)
                        }
                    }
                }
                .scrollTargetLayout()
                .padding(.horizontal)
            }
            .scrollTargetBehavior(.viewAligned)
            Button("Like (\(likes))") { likes += 1 }
                .padding(.horizontal)
                .sensoryFeedback(.increase, trigger: likes)
                .onChange(of: likes) { oldValue, newValue in
                    print("likes went from \(oldValue) to \(newValue)")
                }
        }
    }
}

#Preview {
    StoryCarousel()
}
