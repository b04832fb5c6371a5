TabView {
    Text("Home screen")
        .tabItem { Text("Home") }
    Text("Search screen")
        .tabItem { Text("Search") }
    Text("Profile screen")
        .tabItem { Text("Profile") }
}
