case .red:
Text("x")
