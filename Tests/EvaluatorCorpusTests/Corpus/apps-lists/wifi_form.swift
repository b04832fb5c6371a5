Form {
    Section("Networks") {
        Text("Home")
        Text("Office")
        Text("Cafe")
    }
}
