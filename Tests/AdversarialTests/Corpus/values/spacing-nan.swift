VStack(spacing: .nan) { Text("a"); Text("b") }
