// canvas: 200xfit
Text(Date(), format: .dateTime.day().month(.abbreviated))
    .font(.system(size: 10))
