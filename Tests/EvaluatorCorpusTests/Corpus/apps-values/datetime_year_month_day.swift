// canvas: 200xfit
Text(Date().formatted(.dateTime.year().month().day()))
    .font(.system(size: 10))
