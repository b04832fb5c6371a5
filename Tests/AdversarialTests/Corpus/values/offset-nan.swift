Text("Hello, World!")
    .offset(x: .nan, y: .infinity)
