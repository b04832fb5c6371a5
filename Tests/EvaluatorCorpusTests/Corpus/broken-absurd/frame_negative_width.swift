Color.red
    .frame(width: -10, height: 10)
