List {
    DisclosureGroup("Advanced", isExpanded: .constant(true)) {
        Text("Logs")
        Text("Cache")
    }
}
