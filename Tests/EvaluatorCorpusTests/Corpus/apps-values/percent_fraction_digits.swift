// canvas: 200xfit
Text(0.125.formatted(.percent))
    .font(.system(size: 10))
