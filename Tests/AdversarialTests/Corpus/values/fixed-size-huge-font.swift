Text("Hello, World!")
    .font(.system(size: 1e6)).fixedSize()
