Text("Hello, World!")
    .aspectRatio(.nan, contentMode: .fit)
