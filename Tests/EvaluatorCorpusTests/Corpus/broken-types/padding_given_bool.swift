Text("a")
    .padding(true)
