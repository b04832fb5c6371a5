Text("Hello, World!")
    .shadow(color: .black, radius: .nan, x: .nan, y: .infinity)
