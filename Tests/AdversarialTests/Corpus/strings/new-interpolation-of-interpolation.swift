let a = "x"
Text("\("\("\(a)")")")
