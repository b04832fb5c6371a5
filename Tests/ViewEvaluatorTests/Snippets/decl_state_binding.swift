struct Switch: View {
    @Binding var value: Bool

    var body: some View {
        Toggle("Value", isOn: $value)
    }
}

struct Screen: View {
    @State private var enabled = true
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        VStack {
            Switch(value: $enabled)
            Text(scheme == .dark ? "Dark" : "Light")
        }
    }
}
