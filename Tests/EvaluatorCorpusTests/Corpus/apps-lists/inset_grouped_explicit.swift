List {
    Section("Shared") {
        Text("Family")
    }
}
.listStyle(.insetGrouped)
