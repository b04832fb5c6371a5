// canvas: 200xfit

Image(systemName: "heart")
    .font(.system(size: 30))
