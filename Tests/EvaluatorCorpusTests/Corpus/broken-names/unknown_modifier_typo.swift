Text("a")
    .padd(4)
