// canvas: 200xfit

Button("Add", systemImage: "plus") {}
    .labelStyle(.iconOnly)
    .buttonStyle(.bordered)
    .font(.system(size: 10))
