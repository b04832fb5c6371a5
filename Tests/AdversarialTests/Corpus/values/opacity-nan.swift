Text("Hello, World!")
    .opacity(.nan)
