// canvas: 200xfit
Text(Date().formatted(.dateTime.month(.wide).year()))
    .font(.system(size: 10))
