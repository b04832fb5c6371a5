let a = [1, 2]]
Text("\(a)")
