// canvas: 200xfit
Text(75, format: .percent)
    .font(.system(size: 10))
