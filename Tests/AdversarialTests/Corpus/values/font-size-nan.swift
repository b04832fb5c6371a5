Text("Hello, World!")
    .font(.system(size: .nan))
