let n = 5 +* 3
Text("\(n)")
