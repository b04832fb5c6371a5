let a = Array(repeating: 1, count: -5)
Text("\(a.count)")
