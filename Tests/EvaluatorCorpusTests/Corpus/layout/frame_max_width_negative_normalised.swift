Color.red
    .frame(maxWidth: -5, maxHeight: 10)
