let a = [1, 2, 3]
Text("\(a[-1])")
