// canvas: 200xfit

Image(systemName: "heart.fill")
    .resizable()
    .frame(width: 50, height: 40)
