Form {
    Section("Sort") {
        Picker("Order", selection: .constant(1)) {
            Text("Name").tag(0)
            Text("Date").tag(1)
        }
        .pickerStyle(.menu)
    }
}
