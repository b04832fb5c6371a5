Text("Hello, World!")
    .frame(width: -10, height: -1e308)
