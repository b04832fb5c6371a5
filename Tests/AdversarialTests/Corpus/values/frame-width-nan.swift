Text("Hello, World!")
    .frame(width: .nan)
