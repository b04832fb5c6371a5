Text("Hello, World!")
    .lineLimit(Int.max)
