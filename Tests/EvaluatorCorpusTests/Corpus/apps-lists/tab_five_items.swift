TabView {
    Text("A screen")
        .tabItem { Text("A") }
    Text("B screen")
        .tabItem { Text("B") }
    Text("C screen")
        .tabItem { Text("C") }
    Text("D screen")
        .tabItem { Text("D") }
    Text("E screen")
        .tabItem { Text("E") }
}
