var a = [1]
a.removeLast(5)
Text("\(a)")
