// canvas: 200xfit
Text(1500, format: .currency(code: "JPY"))
    .font(.system(size: 10))
