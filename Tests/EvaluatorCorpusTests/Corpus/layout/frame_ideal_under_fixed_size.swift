// canvas: 200x200
Color.red
    .frame(idealWidth: 60, idealHeight: 30)
    .fixedSize()
