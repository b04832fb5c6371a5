NavigationStack {
    List {
        Text("Item")
    }
    .navigationTitle("Event")
    .navigationBarTitleDisplayMode(.inline)
    .toolbar {
        ToolbarItem(placement: .cancellationAction) {
            Button("Discard") {}
        }
        ToolbarItem(placement: .confirmationAction) {
            Button("Add") {}
        }
    }
}
