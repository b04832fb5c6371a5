NavigationStack {
    List {
        Text("Yesterday")
    }
    .navigationTitle("History")
    .navigationBarTitleDisplayMode(.inline)
}
