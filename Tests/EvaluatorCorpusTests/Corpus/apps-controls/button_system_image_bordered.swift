// canvas: 200xfit

Button("Add", systemImage: "plus") {}
    .buttonStyle(.bordered)
    .font(.system(size: 10))
