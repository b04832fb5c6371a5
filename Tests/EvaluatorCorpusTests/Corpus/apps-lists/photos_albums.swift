NavigationStack {
    List {
        Text("Recents")
        Text("Selfies")
    }
    .navigationTitle("Albums")
}
