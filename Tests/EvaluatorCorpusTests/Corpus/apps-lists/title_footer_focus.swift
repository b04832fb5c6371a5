Form {
    Section("Focus") {
        Text("Work")
        Text("Sleep")
    } footer: {
        Text("Share status")
    }
}
