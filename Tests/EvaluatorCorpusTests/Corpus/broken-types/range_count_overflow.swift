Text("\((-1..<Int.max).count)")
