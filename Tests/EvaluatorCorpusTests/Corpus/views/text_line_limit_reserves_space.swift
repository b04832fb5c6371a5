// canvas: 200xfit
Text("one")
    .lineLimit(3, reservesSpace: true)
    .font(.system(size: 10))
