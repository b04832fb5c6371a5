Form {
    Section {
        Text("Autocorrect")
    } header: {
        Text("Keyboard")
    } footer: {
        Text("Fixes typos")
    }
}
