Text("Hello, World!")
    .aspectRatio(0, contentMode: .fit)
