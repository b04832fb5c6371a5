Text("Hello, World!")
    .tracking(.infinity)
