var a = [1, 2]
for _ in 0..<64 { a += a }
Text("\(a.count)")
