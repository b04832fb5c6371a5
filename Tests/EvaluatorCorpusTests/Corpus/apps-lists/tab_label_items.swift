TabView {
    Text("Today tab")
        .tabItem {
            Label("Today", systemImage: "star")
        }
    Text("Games tab")
        .tabItem {
            Label("Games", systemImage: "star")
        }
    Text("Apps tab")
        .tabItem {
            Label("Apps", systemImage: "star")
        }
}
