var d: [Int: Int] = [:]
for i in 0..<50_000 { d[i] = i }
let k = (0..<100_000).map { _ in d.keys }
Text("\(k.count)")
