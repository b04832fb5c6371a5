Text("Hello, World!")
    .aspectRatio(.infinity, contentMode: .fit)
