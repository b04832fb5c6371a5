Form {
    Section("Account") {
        Text("Profile")
        Text("Password")
    }
    Section("Display") {
        Text("Brightness")
    }
}
