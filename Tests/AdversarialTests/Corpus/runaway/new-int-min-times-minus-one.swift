let m = Int.min
Text("\(m * -1)")
