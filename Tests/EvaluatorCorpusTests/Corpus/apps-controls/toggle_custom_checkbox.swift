// canvas: 200xfit

struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
            configuration.label
        }
    }
}

struct RememberMe: View {
    @State private var remember = true

    var body: some View {
        Toggle("Remember me", isOn: $remember)
            .toggleStyle(CheckboxStyle())
            .font(.system(size: 10))
    }
}

RememberMe()
