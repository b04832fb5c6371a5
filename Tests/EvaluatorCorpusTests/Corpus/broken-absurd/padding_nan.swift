Text("a")
    .padding(.nan)
