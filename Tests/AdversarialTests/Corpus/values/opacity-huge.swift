Text("Hello, World!")
    .opacity(1e308)
