let values = (0..<2000).map { ($0 * 7919) % 2000 }
Text("\(values.sorted().first!)")
