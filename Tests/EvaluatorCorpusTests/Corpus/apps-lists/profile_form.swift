Form {
    Section("Name") {
        Text("Ada")
    }
    Section("Email") {
        Text("ada@example.com")
    }
}
