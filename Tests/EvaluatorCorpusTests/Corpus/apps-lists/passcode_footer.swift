Form {
    Section {
        Text("Change Code")
    } footer: {
        Text("Six digits")
    }
}
