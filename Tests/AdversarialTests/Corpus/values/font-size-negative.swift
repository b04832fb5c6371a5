Text("Hello, World!")
    .font(.system(size: -20))
