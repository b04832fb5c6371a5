VStack(spacing: -1e9) { Text("a"); Text("b") }
