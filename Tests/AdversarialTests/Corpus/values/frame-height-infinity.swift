Text("Hello, World!")
    .frame(height: .infinity)
