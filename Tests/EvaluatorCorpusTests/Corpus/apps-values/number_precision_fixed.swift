// canvas: 200xfit
Text(2.0 / 3.0, format: .number.precision(.fractionLength(2)))
    .font(.system(size: 10))
