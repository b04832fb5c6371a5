Text("Hello, World!")
    .lineSpacing(1e308)
