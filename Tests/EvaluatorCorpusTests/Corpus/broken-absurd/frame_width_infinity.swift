Color.red
    .frame(width: .infinity, height: 10)
