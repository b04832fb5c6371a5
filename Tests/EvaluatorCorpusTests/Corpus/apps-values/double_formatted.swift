// canvas: 200xfit
Text(3.14159265.formatted())
    .font(.system(size: 10))
