struct Settings: View {
    @State private var wifi = true

    var body: some View {
        Toggle("Wi-Fi", isOn: $wifi)
    }
}

Settings()
