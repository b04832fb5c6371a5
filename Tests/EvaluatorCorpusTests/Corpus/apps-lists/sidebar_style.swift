List {
    Section("Places") {
        Text("Desktop")
        Text("Downloads")
    }
}
.listStyle(.sidebar)
