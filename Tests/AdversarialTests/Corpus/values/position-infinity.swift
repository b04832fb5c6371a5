Text("Hello, World!")
    .position(x: .infinity, y: .nan)
