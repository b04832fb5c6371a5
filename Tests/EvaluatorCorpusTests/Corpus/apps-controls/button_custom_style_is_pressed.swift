// canvas: 200xfit

struct PressableStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(10)
            .background(Color.green)
            .opacity(configuration.isPressed ? 0.5 : 1)
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
    }
}

Button("Tap") {}
    .buttonStyle(PressableStyle())
    .font(.system(size: 10))
