let hi = 1
Text("\((5..<hi).count)")
