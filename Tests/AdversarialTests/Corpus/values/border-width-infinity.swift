Text("Hello, World!")
    .border(Color.red, width: .infinity)
