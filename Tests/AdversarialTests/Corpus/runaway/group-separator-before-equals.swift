var total = 0.0
total = 1
Text("\(total)")
