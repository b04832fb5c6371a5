Text("Hello, World!")
    .font(.system(size: 0))
