let all = Array(0..<10_000_000)
Text("\(all.count)")
