Text("a")
    .frame(minWidth: -10)
