let z = 0
Text("\(7 % z)")
