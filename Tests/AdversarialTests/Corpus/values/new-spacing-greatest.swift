VStack(spacing: .greatestFiniteMagnitude) { Text("a"); Text("b") }
