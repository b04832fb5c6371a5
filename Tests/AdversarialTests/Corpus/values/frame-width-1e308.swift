Text("Hello, World!")
    .frame(width: 1e308)
