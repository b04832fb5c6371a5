Form {
    Section("Options") {
        Toggle("Sounds", isOn: .constant(true))
        Toggle("Badges", isOn: .constant(false))
        Toggle("Banners", isOn: .constant(true))
    }
}
