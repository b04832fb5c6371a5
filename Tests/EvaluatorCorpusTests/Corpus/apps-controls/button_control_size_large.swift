// canvas: 200xfit

Button("Save") {}
    .buttonStyle(.bordered)
    .controlSize(.large)
    .font(.system(size: 10))
