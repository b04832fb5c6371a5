import SwiftUI

struct CardModifier: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding()
            .background(.background)
            .clipShape(RoundedRectangle(cornerRadius: 12))
            .shadow(color: .black.opacity(0.1), radius: 6, x: 0, y: 3)
    }
}

extension View {
    func cardStyle() -> some View {
        modifier(CardModifier())
    }
}

struct TipsView: View {
    var body: some View {
        VStack(spacing: 16) {
            Text("Drink more water").cardStyle()
            Text("Take a short walk after lunch").cardStyle()
        }
        .padding()
    }
}

#Preview {
    TipsView()
}
