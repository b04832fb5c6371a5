// canvas: 200x200
Color.red
    .frame(width: 50)
