let n = Int(9.3e18)
Text("\(n)")
