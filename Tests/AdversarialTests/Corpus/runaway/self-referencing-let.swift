let x = x + 1
Text("\(x)")
