let x = 1 / 0
Text("\(x)")
