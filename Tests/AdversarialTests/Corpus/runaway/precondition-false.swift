precondition(false)
Text("x")
