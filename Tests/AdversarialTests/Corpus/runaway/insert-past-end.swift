var a = [1, 2, 3]
a.insert(4, at: 9)
Text("\(a)")
