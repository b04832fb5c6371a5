Text("Hello, World!")
    .padding(.nan)
