// canvas: 200xfit

Button("Save") {}
    .buttonStyle(.bordered)
    .controlSize(.mini)
