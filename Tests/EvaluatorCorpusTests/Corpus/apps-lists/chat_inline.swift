NavigationStack {
    List {
        Text("Hi there")
    }
    .navigationTitle("Chat")
    .navigationBarTitleDisplayMode(.inline)
}
