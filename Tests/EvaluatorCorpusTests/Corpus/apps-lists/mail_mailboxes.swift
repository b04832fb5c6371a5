NavigationStack {
    List {
        NavigationLink("Inbox") {
            Text("Inbox page")
        }
        NavigationLink("Drafts") {
            Text("Drafts page")
        }
    }
    .navigationTitle("Browse")
}
