// canvas: 200x200
Color.red
    .frame(width: 100 / 4, height: 30 / 4)
