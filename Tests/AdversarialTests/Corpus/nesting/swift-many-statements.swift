var x = 0
<<<REPEATx += 1
REPEAT>>>Text("\(x)")
