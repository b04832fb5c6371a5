List {
    Section("Pinned", isExpanded: .constant(true)) {
        Text("Groceries")
    }
}
