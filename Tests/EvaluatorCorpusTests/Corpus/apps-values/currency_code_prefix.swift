// canvas: 200xfit
Text(42, format: .currency(code: "CHF"))
    .font(.system(size: 10))
