NavigationStack {
    List {
        Text("Size")
        Text("Color")
    }
    .navigationTitle("Detail")
    .navigationBarTitleDisplayMode(.inline)
}
