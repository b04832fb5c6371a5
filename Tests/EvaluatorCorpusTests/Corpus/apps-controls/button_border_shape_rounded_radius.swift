// canvas: 200xfit

Button("Edit") {}
    .buttonStyle(.bordered)
    .buttonBorderShape(.roundedRectangle(radius: 4))
    .font(.system(size: 10))
