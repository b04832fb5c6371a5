Text("Hello, World!")
    .frame(minWidth: 300, maxWidth: 100)
