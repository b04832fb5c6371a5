let a: [Int] = []
Text("\(a[0])")
