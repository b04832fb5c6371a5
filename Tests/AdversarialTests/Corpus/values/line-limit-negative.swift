Text("Hello, World!")
    .lineLimit(-1)
