// canvas: 200xfit
Text(Date().formatted(date: .omitted, time: .standard))
    .font(.system(size: 10))
