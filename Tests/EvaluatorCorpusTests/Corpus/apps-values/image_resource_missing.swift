// canvas: 200xfit
Image(.avatar)
