Text("Hello, World!")
    .blur(radius: .nan)
