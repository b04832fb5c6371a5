Form {
    Section("Options") {
        Toggle("Bold Text", isOn: .constant(true))
        Toggle("Larger", isOn: .constant(false))
    }
}
