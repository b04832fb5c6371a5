NavigationStack {
    List {
        Text("Notes")
        Text("Recipes")
    }
    .navigationTitle("Folders")
}
