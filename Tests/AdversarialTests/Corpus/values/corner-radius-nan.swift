Text("Hello, World!")
    .cornerRadius(.nan)
