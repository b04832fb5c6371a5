Text("a")
    padding()
