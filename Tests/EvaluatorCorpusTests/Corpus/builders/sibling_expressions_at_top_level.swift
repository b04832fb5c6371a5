// canvas: 200xfit
Text("A")
    .font(.system(size: 10))
Color.red
    .frame(width: 10, height: 10)
