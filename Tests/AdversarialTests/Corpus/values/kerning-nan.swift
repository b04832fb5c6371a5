Text("Hello, World!")
    .kerning(.nan)
