// canvas: 200x200
Color.red
    .aspectRatio(2, contentMode: .fit)
