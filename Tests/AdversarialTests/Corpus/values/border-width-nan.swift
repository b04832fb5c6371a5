Text("Hello, World!")
    .border(Color.red, width: .nan)
