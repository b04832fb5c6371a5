let x = Int.min / -1
Text("\(x)")
