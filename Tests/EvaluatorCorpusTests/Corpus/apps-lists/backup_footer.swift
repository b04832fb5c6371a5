Form {
    Section {
        Text("iCloud")
    } header: {
        Text("Backup")
    } footer: {
        Text("Daily at night")
    }
}
