// canvas: 200xfit
Text(1234567, format: .number.grouping(.never))
    .font(.system(size: 10))
