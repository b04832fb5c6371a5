NavigationStack {
    List {
        Text("Item")
    }
    .navigationTitle("Lists")
    .navigationBarTitleDisplayMode(.inline)
    .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
            Button("Add") {}
        }
    }
}
