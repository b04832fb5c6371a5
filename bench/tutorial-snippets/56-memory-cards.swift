import SwiftUI

struct CardView: View {
    let content: String
    var isFaceUp = true

    var body: some View {
        ZStack {
            let base = RoundedRectangle(cornerRadius: 12)
            Group {
                base.fill(.white)
                base.strokeBorder(lineWidth: 2)
                Text(content).font(.largeTitle)
            }
            .opacity(isFaceUp ? 1 : 0)
            base.fill().opacity(isFaceUp ? 0 : 1)
        }
        .aspectRatio(2/3, contentMode: .fit)
    }
}

struct MemoryGame: View {
    let emojis = ["👻", "🎃", "🕷️", "😈", "💀", "🕸️"]

    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
            ForEach(emojis.indices, id: \.self) { index in
                CardView(content: emojis[index], isFaceUp: index % 2 == 0)
            }
        }
        .foregroundStyle(.orange)
        .padding()
    }
}

#Preview {
    MemoryGame()
}
