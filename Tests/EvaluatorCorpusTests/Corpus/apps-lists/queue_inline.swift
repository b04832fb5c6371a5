NavigationStack {
    List {
        Text("Track 2")
    }
    .navigationTitle("Up Next")
    .navigationBarTitleDisplayMode(.inline)
}
