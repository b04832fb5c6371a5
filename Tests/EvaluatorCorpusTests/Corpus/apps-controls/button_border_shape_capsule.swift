// canvas: 200xfit

Button("Follow") {}
    .buttonStyle(.borderedProminent)
    .buttonBorderShape(.capsule)
    .font(.system(size: 10))
