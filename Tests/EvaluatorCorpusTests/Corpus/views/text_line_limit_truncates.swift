// canvas: 200xfit
Text("aaa bbb ccc")
    .lineLimit(1)
    .frame(width: 55)
    .font(.system(size: 10))
