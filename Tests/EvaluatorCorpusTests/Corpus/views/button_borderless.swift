// canvas: 200xfit
Button("Save") {}
    .font(.system(size: 10))
