Text("a")
    .font(.red)
