Form {
    Section(header: Text("Topics"), footer: Text("Pick three")) {
        Text("Science")
        Text("Sport")
    }
}
