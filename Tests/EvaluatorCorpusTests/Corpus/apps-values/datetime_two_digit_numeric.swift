// canvas: 200xfit
Text(Date().formatted(.dateTime.month(.twoDigits).day(.twoDigits).year()))
    .font(.system(size: 10))
