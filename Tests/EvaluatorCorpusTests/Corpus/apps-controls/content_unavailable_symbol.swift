// canvas: 300x401
ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text("Empty"))
