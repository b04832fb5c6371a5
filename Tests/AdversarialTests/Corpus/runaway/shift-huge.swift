let x = 1 << 1000
Text("\(x)")
