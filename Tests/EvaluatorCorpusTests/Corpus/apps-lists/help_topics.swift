NavigationStack {
    List {
        NavigationLink("Getting Started") {
            Text("Getting Started page")
        }
    }
    .navigationTitle("Browse")
}
