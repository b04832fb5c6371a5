Text("Hello, World!")
    .rotationEffect(.radians(.nan))
