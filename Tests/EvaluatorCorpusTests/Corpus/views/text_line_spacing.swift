// canvas: 200xfit
Text("aa bb")
    .lineSpacing(4)
    .frame(width: 30)
    .font(.system(size: 10))
