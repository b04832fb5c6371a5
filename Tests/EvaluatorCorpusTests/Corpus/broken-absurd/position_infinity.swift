Color.red
    .frame(width: 10, height: 10)
    .position(x: .infinity, y: 20)
