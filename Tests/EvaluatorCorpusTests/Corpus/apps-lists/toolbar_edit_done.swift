NavigationStack {
    List {
        Text("Item")
    }
    .navigationTitle("Edit")
    .navigationBarTitleDisplayMode(.inline)
    .toolbar {
        ToolbarItem(placement: .topBarLeading) {
            Button("Cancel") {}
        }
        ToolbarItem(placement: .topBarTrailing) {
            Button("Save") {}
        }
    }
}
