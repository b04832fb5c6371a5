let = 5
Text("x")
