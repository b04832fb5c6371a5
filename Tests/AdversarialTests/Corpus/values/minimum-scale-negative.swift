Text("Hello, World!")
    .minimumScaleFactor(-5)
