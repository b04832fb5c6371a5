Text("Hello, World!")
    .frame(maxWidth: .nan, maxHeight: .nan)
