Text("Hello, World!")
    .lineSpacing(.nan)
