let a = Array(repeating: String(repeating: "A", count: 99_990), count: 99_990)
let b = a.map { "\($0)" }
Text("\(b.count)")
