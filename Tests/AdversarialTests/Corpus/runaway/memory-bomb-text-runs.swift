var t = Text("ab")
for _ in 0..<15 { t = t + t }
let all = (0..<1_000).map { _ in t + t }
Text("\(all.count)")
