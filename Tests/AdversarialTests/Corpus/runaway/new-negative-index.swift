let a = [1, 2]
Text("\(a[-1])")
