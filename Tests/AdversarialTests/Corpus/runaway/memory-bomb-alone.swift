let a = Array(repeating: String(repeating: "A", count: 99_990), count: 99_990)
Text("\(a.count)")
