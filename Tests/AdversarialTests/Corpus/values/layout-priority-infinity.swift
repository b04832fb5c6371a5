Text("Hello, World!")
    .layoutPriority(.infinity)
