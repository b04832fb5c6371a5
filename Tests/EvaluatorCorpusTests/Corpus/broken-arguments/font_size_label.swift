Text("a")
    .font(size: 12)
