let s = stride(from: 0.0, through: 1.0, by: 0.0)
Text("\(s.count)")
