// canvas: 200xfit

Image(systemName: "bell")
    .font(.title2)
