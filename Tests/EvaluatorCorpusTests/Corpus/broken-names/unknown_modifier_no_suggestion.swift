Text("a")
    .sparkle()
