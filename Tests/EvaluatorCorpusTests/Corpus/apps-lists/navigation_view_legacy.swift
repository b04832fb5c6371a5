NavigationView {
    List {
        Text("Legacy")
    }
    .navigationTitle("Old App")
}
