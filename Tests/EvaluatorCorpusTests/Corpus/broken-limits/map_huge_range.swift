let squares = (0..<5_000_000).map { $0 * $0 }
Text("\(squares.count)")
