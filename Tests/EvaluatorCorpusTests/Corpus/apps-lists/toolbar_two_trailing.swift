NavigationStack {
    List {
        Text("Item")
    }
    .navigationTitle("Photos")
    .navigationBarTitleDisplayMode(.inline)
    .toolbar {
        ToolbarItemGroup(placement: .topBarTrailing) {
            Button("Share") {}
            Button("Edit") {}
        }
    }
}
