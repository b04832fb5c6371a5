Text("Hello, World!")
    .aspectRatio(-1, contentMode: .fill)
