for x in 0.0..<1.0 { print(x) }
Text("x")
