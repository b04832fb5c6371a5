Text("a")
    .padding(.horizontal, -.infinity)
