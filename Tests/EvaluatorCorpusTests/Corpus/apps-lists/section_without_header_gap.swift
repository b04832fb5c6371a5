Form {
    Section {
        Text("One")
    }
    Section {
        Text("Two")
    }
}
