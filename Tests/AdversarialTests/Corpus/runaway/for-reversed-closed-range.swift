for _ in 5...4 { }
Text("x")
