let x = 1.0 / 0.0
Text("\(x)")
