Color.red
    .frame(minWidth: 100, maxWidth: 50)
