Text("Hello, World!")
    .scaleEffect(.nan)
