// canvas: 200xfit
Text(1249.5.formatted(.currency(code: "EUR")))
    .font(.system(size: 10))
