Text("a")
    .opacity("half")
