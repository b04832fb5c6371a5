// canvas: 200xfit

Button("Skip") {}
    .buttonStyle(.plain)
    .font(.system(size: 10))
