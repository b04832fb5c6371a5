TabView {
    Text("Feed screen")
        .tabItem { Text("Feed") }
    Text("Inbox screen")
        .tabItem { Text("Inbox") }
}
