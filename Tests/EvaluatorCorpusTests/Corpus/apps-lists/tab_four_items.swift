TabView(selection: .constant(1)) {
    Text("Now screen")
        .tabItem { Text("Now") }
        .tag(0)
    Text("Week screen")
        .tabItem { Text("Week") }
        .tag(1)
    Text("Month screen")
        .tabItem { Text("Month") }
        .tag(2)
    Text("Year screen")
        .tabItem { Text("Year") }
        .tag(3)
}
