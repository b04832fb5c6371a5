List {
    Text("Pinned")
    Section("Recent") {
        Text("Memo")
    }
}
