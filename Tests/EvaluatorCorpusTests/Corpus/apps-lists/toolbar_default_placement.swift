NavigationStack {
    List {
        Text("Item")
    }
    .navigationTitle("Notes")
    .navigationBarTitleDisplayMode(.inline)
    .toolbar {
        Button("New") {}
    }
}
