let s = (0..<100_000_000).reduce(0, +)
Text("\(s)")
