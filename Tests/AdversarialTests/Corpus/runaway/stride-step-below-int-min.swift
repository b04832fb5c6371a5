for i in stride(from: -1, through: Int.min, by: Int.min) { print(i) }
Text("x")
