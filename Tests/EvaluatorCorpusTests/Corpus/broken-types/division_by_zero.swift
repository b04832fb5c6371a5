let zero = 0
Text("\(10 / zero)")
