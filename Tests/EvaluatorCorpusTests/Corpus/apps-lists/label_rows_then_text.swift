List {
    Label("Favorites", systemImage: "star")
    Label("Recents", systemImage: "clock")
    Text("Show All")
}
