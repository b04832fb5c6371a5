NavigationStack {
    List {
        Section("Saved") {
            Text("Shows")
            Text("Episodes")
        }
    }
    .navigationTitle("Library")
}
