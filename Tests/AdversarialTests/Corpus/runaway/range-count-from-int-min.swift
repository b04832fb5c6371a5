let n = (Int.min..<0).count
Text("\(n)")
