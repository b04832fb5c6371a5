let x = Int(Double.infinity)
Text("\(x)")
