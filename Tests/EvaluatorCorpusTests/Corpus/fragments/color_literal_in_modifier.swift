// canvas: 200xfit
Text("lit")
    .foregroundColor(Color(#colorLiteral(red: 0.2, green: 0.6, blue: 0.2, alpha: 1)))
    .font(.system(size: 10))
