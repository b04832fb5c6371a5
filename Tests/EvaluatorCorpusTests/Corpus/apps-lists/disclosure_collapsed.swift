List {
    DisclosureGroup("Advanced", isExpanded: .constant(false)) {
        Text("Logs")
    }
}
