// canvas: 200xfit
Text(Date().addingTimeInterval(-3900), style: .relative)
    .font(.system(size: 10))
