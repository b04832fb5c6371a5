// canvas: 200xfit
Text("Continue")
    .disabled(false)
    .font(.system(size: 10))
