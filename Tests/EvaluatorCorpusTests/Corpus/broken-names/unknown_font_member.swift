Text("a")
    .font(.titel)
