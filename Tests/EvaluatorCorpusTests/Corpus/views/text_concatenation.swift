// canvas: 200xfit
Text("ab")
    + Text("cd").bold()
    + Text("\(3)")
