NavigationStack {
    List {
        Text("Amy")
        Text("Bob")
        Text("Cleo")
    }
    .navigationTitle("Inbox")
}
