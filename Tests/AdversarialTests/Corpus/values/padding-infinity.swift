Text("Hello, World!")
    .padding(.infinity)
