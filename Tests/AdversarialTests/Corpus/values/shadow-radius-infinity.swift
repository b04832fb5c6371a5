Text("Hello, World!")
    .shadow(radius: .infinity)
