Color.red
    .aspectRatio(0, contentMode: .fit)
