// canvas: 200xfit

struct OnOffStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.label
            Text(configuration.isOn ? "ON" : "OFF")
        }
    }
}

Toggle("Wi-Fi", isOn: .constant(false))
    .toggleStyle(OnOffStyle())
    .font(.system(size: 10))
