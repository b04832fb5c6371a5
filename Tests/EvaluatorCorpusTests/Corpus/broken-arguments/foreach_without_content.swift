ForEach(0..<3)
