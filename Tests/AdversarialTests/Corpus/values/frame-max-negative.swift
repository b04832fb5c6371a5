Text("Hello, World!")
    .frame(maxWidth: -1e9)
