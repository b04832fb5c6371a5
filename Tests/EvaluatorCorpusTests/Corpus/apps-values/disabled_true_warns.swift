// canvas: 200xfit
Text("Submit")
    .disabled(true)
    .font(.system(size: 10))
