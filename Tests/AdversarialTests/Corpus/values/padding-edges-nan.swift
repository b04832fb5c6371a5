Text("Hello, World!")
    .padding(.horizontal, .nan)
