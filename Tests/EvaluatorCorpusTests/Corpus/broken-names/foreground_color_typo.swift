Text("a")
    .forgroundColor(.red)
