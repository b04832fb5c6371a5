var n = 0
repeat { n += 0 } while n == 0
Text("x")
