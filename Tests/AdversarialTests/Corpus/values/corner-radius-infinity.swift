Text("Hello, World!")
    .cornerRadius(.infinity)
