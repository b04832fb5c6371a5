NavigationStack {
    List {
        Text("Item")
    }
    .navigationTitle("Mail")
    .navigationBarTitleDisplayMode(.inline)
    .toolbar {
        ToolbarItem(placement: .navigationBarLeading) {
            Button("Back") {}
        }
    }
}
