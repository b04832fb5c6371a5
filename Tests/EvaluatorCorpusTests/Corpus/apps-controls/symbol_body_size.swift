// canvas: 200xfit

Image(systemName: "star.fill")
