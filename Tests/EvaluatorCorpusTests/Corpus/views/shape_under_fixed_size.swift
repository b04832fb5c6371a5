// canvas: 200x200
Rectangle()
    .fixedSize()
