// canvas: 200xfit
Text("**bold** and *it*")
    .font(.system(size: 10))
