// canvas: 200xfit
Text("Menu")
    .textCase(.uppercase)
    .font(.system(size: 10))
