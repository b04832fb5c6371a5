Text("Hello, World!")
    .blur(radius: 1e308)
