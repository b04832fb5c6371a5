TabView {
    Tab("Home", systemImage: "house") {
        Text("Home view")
    }
    Tab("Settings", systemImage: "house") {
        Text("Settings view")
    }
}
