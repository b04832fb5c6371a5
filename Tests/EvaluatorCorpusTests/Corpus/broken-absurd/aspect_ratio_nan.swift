Color.red
    .aspectRatio(.nan, contentMode: .fill)
