Text("Hello, World!")
    .layoutPriority(.nan)
