// canvas: 200xfit

Button("Save") {}
    .buttonStyle(.borderedProminent)
    .controlSize(.extraLarge)
    .font(.system(size: 10))
