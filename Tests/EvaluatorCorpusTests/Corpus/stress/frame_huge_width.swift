Color.red
    .frame(width: 1e300, height: 10)
