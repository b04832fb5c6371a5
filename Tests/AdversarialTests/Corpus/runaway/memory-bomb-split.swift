let line = String(repeating: "a ", count: 45_000)
let parts = (0..<10_000).map { _ in line.split(separator: " ") }
Text("\(parts.count)")
