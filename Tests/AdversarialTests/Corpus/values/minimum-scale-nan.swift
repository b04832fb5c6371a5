Text("Hello, World!")
    .minimumScaleFactor(.nan)
