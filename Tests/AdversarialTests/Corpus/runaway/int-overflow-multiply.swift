let x = Int.max * 2
Text("\(x)")
