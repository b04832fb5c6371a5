Text("a")
    .padding(top: 4)
