HStack(spacing: 1e308) { Text("a"); Text("b"); Text("c") }
