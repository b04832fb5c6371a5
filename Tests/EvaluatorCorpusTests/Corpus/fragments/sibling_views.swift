// canvas: 200xfit
Text("first")
    .font(.system(size: 10))
Text("second")
    .font(.system(size: 10))
Text("third")
    .font(.system(size: 10))
