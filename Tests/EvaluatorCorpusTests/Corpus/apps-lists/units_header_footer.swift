Form {
    Section(header: Text("Units"), footer: Text("Used in maps")) {
        Text("Metric")
    }
}
