List {
    DisclosureGroup("Shipping", isExpanded: .constant(false)) {
        Text("Express")
    }
}
