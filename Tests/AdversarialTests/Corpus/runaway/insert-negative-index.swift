var a = [1, 2, 3]
a.insert(4, at: -1)
Text("\(a)")
