// canvas: 200xfit
Text("abcd")
    .kerning(2)
    .font(.system(size: 10))
