var total = 0.0
total = 2
Text("\(total)")
