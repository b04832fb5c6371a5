var x: Int? = 1
while let y = x { x = y }
Text("x")
