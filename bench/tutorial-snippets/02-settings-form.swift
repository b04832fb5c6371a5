import SwiftUI

struct SettingsView: View {
    @State private var notificationsOn = true
    @State private var volume = 0.6
    @State private var fontSize = 14
    @State private var theme = "System"
    let themes = ["System", "Light", "Dark"]

    var body: some View {
        NavigationStack {
            Form {
                Section("Notifications") {
                    Toggle("Allow notifications", isOn: $notificationsOn)
                }
                Section("Appearance") {
                    Picker("Theme", selection: $theme) {
                        ForEach(themes, id: \.self) { Text($0) }
                    }
                    Stepper("Font size: \(fontSize)", value: $fontSize, in: 10...24)
                }
                Section("Sound") {
                    Slider(value: $volume, in: 0...1)
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview {
    SettingsView()
}
