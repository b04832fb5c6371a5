let s = stride(from: 1, to: Int.max, by: Int.max)
Text("\(s.count)")
