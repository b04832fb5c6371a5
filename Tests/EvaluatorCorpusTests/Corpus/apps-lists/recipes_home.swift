NavigationStack {
    List {
        Section("Favorites") {
            Text("Soup")
            Text("Salad")
        }
    }
    .navigationTitle("Recipes")
}
