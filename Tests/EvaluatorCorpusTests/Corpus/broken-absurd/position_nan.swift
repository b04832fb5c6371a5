Color.red
    .frame(width: 10, height: 10)
    .position(x: .nan, y: 5)
