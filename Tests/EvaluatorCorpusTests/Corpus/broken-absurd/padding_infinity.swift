Text("a")
    .padding(.infinity)
