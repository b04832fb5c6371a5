let x = Int.max + 1
Text("\(x)")
