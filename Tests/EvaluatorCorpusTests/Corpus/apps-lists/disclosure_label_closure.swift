List {
    DisclosureGroup(isExpanded: .constant(true)) {
        Text("Size")
    } label: {
        Text("Details")
    }
}
