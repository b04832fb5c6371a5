DispatchQueue.main.asyncAfter(deadline: .now() + 1) { }
Text("x")
