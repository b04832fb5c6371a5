// canvas: 200xfit
ProgressView(value: 0.25)
