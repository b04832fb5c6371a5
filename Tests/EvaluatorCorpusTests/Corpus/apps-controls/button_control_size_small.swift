// canvas: 200xfit

Button("Save") {}
    .buttonStyle(.bordered)
    .controlSize(.small)
    .font(.system(size: 10))
