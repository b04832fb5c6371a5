let a = [1, 2] + "c"
Text("\(a)")
