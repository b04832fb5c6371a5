// canvas: 200xfit
Label("Alerts", systemImage: "bell")
    .imageScale(.small)
    .font(.system(size: 20))
