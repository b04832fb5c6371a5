// canvas: 200xfit

struct NotificationSettings: View {
    @State private var enabled = true
    @State private var volume = 0.6
    @State private var repeats = 2

    var body: some View {
        VStack(spacing: 10) {
            Toggle("Alerts", isOn: $enabled)
            Slider(value: $volume)
            Stepper("Repeat \(repeats)", value: $repeats)
        }
        .font(.system(size: 10))
    }
}

NotificationSettings()
