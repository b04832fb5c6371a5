// canvas: 200xfit

Button("Save") {}
    .buttonStyle(.bordered)
    .font(.system(size: 10))
