var a = [1, 2]
a.remove(at: 2)
Text("\(a)")
