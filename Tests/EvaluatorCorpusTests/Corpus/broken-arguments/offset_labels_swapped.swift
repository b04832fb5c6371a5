Text("a")
    .offset(y: 2, x: 3)
