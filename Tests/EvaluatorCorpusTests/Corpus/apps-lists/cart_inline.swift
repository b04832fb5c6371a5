NavigationStack {
    List {
        Text("Pen")
        Text("Ink")
    }
    .navigationTitle("Cart")
    .navigationBarTitleDisplayMode(.inline)
}
