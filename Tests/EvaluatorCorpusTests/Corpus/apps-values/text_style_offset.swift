// canvas: 200xfit
Text(Date.now.addingTimeInterval(7200), style: .offset)
    .font(.system(size: 10))
