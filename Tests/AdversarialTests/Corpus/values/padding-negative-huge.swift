Text("Hello, World!")
    .padding(-1e9)
