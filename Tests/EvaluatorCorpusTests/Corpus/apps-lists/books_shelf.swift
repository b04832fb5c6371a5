NavigationStack {
    List {
        Text("Dune")
        Text("Emma")
        Text("Ulysses")
    }
    .navigationTitle("Books")
}
