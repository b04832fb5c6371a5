TabView {
    NavigationStack {
        Text("Inbox list")
            .navigationTitle("Inbox")
    }
    .tabItem { Label("Inbox", systemImage: "tray") }
    NavigationStack {
        Text("Sent list")
            .navigationTitle("Sent")
    }
    .tabItem { Label("Sent", systemImage: "tray") }
}
