Form {
    Section("Options") {
        Toggle("Grid", isOn: .constant(true))
        Toggle("Mirror", isOn: .constant(false))
        Toggle("HDR", isOn: .constant(true))
    }
}
