VStack {
    Text("a")
