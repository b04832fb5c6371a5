Form {
    Section {
        Text("Contacts")
        Text("Calendars")
    } header: {
        Text("Sync")
    } footer: {
        Text("Uses Wi-Fi")
    }
}
