NavigationStack {
    List {
        Text("Open now")
        Text("Nearby")
    }
    .navigationTitle("Filters")
    .navigationBarTitleDisplayMode(.inline)
}
