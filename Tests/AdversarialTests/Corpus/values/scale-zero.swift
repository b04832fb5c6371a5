Text("Hello, World!")
    .scaleEffect(0)
