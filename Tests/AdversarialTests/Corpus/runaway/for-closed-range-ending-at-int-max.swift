for i in Int.max - 3...Int.max { print(i) }
Text("x")
