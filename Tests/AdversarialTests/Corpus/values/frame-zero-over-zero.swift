Text("Hello, World!")
    .frame(width: 0.0 / 0.0)
