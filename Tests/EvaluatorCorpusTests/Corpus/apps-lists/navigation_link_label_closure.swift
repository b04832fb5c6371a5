NavigationStack {
    List {
        NavigationLink {
            Text("Detail")
        } label: {
            Text("Open")
        }
        NavigationLink(value: 3) {
            Text("Three")
        }
    }
    .navigationBarTitleDisplayMode(.inline)
}
