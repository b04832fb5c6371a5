// canvas: 200xfit
Text(Date.now.formatted(.dateTime.weekday(.wide)))
    .font(.system(size: 10))
