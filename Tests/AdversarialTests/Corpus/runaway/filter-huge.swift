let a = Array(0..<50_000_000).filter { $0 % 2 == 0 }
Text("\(a.count)")
