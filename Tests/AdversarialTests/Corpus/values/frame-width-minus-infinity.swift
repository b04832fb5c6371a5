Text("Hello, World!")
    .frame(width: -.infinity)
