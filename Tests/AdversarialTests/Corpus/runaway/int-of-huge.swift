let x = Int(1e300)
Text("\(x)")
