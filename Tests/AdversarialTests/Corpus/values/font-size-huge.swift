Text("Hello, World!")
    .font(.system(size: 1e308))
