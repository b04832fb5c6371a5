// canvas: 200xfit
Text("Spoiler")
    .blur(radius: 4)
    .font(.system(size: 10))
