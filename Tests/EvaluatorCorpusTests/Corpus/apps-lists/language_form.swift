Form {
    Section("Preferred") {
        Text("English")
        Text("Norsk")
    }
}
