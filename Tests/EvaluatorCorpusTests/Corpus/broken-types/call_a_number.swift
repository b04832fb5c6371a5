let a = 3
Text("\(a())")
