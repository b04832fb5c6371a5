Color.red
    .frame(width: .nan, height: 10)
