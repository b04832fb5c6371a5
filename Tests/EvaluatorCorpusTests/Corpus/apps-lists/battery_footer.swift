Form {
    Section {
        Text("Low Power")
    } footer: {
        Text("Saves battery")
    }
}
