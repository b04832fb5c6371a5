// canvas: 200x200
Color.red
    .frame(maxWidth: 50, maxHeight: 40)
