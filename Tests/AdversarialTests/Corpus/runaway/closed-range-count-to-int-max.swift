let n = (0...Int.max).count
Text("\(n)")
