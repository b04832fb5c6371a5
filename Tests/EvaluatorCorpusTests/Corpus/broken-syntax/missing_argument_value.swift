Text("a")
    .frame(width: )
