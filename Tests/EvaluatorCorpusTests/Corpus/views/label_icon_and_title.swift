// canvas: 200xfit
Label("Home", systemImage: "house")
    .font(.system(size: 10))
