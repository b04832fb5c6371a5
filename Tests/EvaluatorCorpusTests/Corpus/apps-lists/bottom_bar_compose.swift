NavigationStack {
    List {
        Text("Note")
    }
    .navigationTitle("Notes")
    .toolbar {
        ToolbarItem(placement: .bottomBar) {
            Text("Compose")
        }
    }
}
