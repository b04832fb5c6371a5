let a: [Int] = []
Text("\(a.first ?? 0)")
