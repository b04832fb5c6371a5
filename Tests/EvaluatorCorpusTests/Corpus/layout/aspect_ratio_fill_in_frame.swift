// canvas: 200x200
Color.red
    .aspectRatio(2, contentMode: .fill)
    .frame(width: 100, height: 100)
