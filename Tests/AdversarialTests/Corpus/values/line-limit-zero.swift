Text("Hello, World!")
    .lineLimit(0)
