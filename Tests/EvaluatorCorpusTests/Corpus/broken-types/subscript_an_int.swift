let n = 5
Text("\(n[0])")
