var a: [String] = []
a.removeFirst()
Text("x")
