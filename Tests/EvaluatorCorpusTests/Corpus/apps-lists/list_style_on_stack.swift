NavigationStack {
    List {
        Text("Alpha")
        Text("Beta")
    }
    .navigationTitle("Plain")
    .navigationBarTitleDisplayMode(.inline)
}
.listStyle(.plain)
