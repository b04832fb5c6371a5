Text("Hello, World!")
    .font(.system(size: .infinity))
