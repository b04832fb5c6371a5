NavigationStack {
    List {
        Text("Untitled")
    }
}
