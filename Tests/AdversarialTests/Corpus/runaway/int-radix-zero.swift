let n = Int("10", radix: 0)
Text("\(n ?? 0)")
