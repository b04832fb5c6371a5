import SwiftUI

struct PressableStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.vertical, 12)
            .padding(.horizontal, 28)
            .background(Capsule().fill(.orange))
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
}

struct GetStartedView: View {
    var body: some View {
        Button("Get Started") {}
            .buttonStyle(PressableStyle())
    }
}

#Preview {
    GetStartedView()
}
