let x = -Int.min
Text("\(x)")
