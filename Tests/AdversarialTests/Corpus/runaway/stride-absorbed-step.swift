let s = stride(from: 1e300, to: 2e300, by: 1.0)
Text("\(s.count)")
