// canvas: 200xfit
Text(.now, style: .time)
    .font(.system(size: 10))
