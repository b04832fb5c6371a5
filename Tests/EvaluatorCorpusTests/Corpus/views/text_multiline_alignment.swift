// canvas: 200xfit
Text("aa bbbb")
    .multilineTextAlignment(.trailing)
    .frame(width: 50)
    .font(.system(size: 10))
