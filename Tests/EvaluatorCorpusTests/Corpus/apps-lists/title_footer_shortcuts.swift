Form {
    Section("Shortcuts") {
        Text("Siri")
    } footer: {
        Text("Say a phrase")
    }
}
