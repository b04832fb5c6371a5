// canvas: 200x200

Image(systemName: "gearshape")
    .resizable()
    .frame(width: 80, height: 80)
