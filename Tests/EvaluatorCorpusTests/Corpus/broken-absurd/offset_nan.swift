Color.red
    .frame(width: 10, height: 10)
    .offset(y: .nan)
