Text("Hello, World!")
    .frame(minWidth: .infinity)
