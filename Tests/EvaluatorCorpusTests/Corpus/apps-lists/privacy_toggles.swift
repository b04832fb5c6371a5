Form {
    Section("Options") {
        Toggle("Analytics", isOn: .constant(true))
    }
}
