// canvas: 200xfit
Text("\(0.5.formatted(.percent)) off")
    .font(.system(size: 10))
