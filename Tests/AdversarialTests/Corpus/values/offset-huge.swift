Text("Hello, World!")
    .offset(x: 1e308, y: -1e308)
