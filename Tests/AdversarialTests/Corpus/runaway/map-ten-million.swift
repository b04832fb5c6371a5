let a = (0..<10_000_000).map { $0 * 2 }
Text("\(a.count)")
