Text("Hello, World!")
    .frame(minWidth: 1e300, maxWidth: .infinity)
