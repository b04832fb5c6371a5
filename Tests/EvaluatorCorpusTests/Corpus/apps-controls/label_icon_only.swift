// canvas: 200xfit

Label("Inbox", systemImage: "tray")
    .labelStyle(.iconOnly)
    .font(.system(size: 10))
