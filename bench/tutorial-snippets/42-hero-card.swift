import SwiftUI

struct FeaturedCard: View {
    var body: some View {
        ZStack(alignment: .bottomLeading) {
            LinearGradient(colors: [.purple, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
            VStack(alignment: .leading, spacing: 4) {
                Text("FEATURED")
                    .font(.caption.weight(.heavy))
                    .foregroundStyle(.white.opacity(0.8))
                Text("Learn to Sketch")
                    .font(.title.bold())
                    .foregroundStyle(.white)
            }
            .padding()
        }
        .frame(height: 220)
        .clipShape(RoundedRectangle(cornerRadius: 24, style: .continuous))
        .shadow(color: .black.opacity(0.2), radius: 10, y: 5)
        .padding()
    }
}

#Preview {
    FeaturedCard()
}
