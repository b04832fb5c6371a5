let s = stride(from: 0, to: 10, by: 0)
Text("\(s.count)")
