// canvas: 200xfit

Label("Inbox", systemImage: "tray")
    .labelStyle(.titleAndIcon)
    .font(.system(size: 10))
