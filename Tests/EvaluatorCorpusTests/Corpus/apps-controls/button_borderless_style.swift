// canvas: 200xfit

Button("More") {}
    .buttonStyle(.borderless)
    .font(.system(size: 10))
