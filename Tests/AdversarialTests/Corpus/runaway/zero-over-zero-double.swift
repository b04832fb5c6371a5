let x = 0.0 / 0.0
Text("\(x)")
