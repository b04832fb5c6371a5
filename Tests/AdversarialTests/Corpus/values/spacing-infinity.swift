HStack(spacing: .infinity) { Text("a"); Text("b") }
