Form {
    Section("Options") {
        Toggle("Share Status", isOn: .constant(true))
        Toggle("Silence Calls", isOn: .constant(false))
    }
}
