Text("Hello, World!")
    .scaleEffect(.infinity)
