// canvas: 200xfit

Label("Inbox", systemImage: "tray")
    .labelStyle(.titleOnly)
    .font(.system(size: 10))
