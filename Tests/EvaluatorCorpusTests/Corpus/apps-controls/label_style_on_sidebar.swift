// canvas: 200xfit

struct Sidebar: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label("Inbox", systemImage: "tray")
            Label("Sent", systemImage: "paperplane")
        }
        .labelStyle(.iconOnly)
        .font(.system(size: 10))
    }
}

Sidebar()
