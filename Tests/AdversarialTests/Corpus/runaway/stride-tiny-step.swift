let s = stride(from: 0.0, to: 1.0, by: 1e-300)
Text("\(s.count)")
