Color.red
    .aspectRatio(-2, contentMode: .fit)
