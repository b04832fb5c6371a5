NavigationStack {
    List {
        NavigationLink("Artists") {
            Text("Artists page")
        }
        NavigationLink("Albums") {
            Text("Albums page")
        }
        NavigationLink("Songs") {
            Text("Songs page")
        }
        NavigationLink("Genres") {
            Text("Genres page")
        }
    }
    .navigationTitle("Browse")
}
