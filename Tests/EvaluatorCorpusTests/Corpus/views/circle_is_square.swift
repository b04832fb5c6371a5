// canvas: 200x200
Circle()
    .frame(width: 120, height: 60)
