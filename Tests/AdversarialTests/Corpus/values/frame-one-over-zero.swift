Text("Hello, World!")
    .frame(width: 1.0 / 0.0)
