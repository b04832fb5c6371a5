TabView(selection: .constant(2)) {
    Text("Mail screen")
        .tabItem { Text("Mail") }
        .tag(0)
    Text("Chats screen")
        .tabItem { Text("Chats") }
        .tag(1)
    Text("Calls screen")
        .tabItem { Text("Calls") }
        .tag(2)
}
