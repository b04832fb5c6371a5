var a = [1]
for _ in 0..<40 { a += a }
Text("\(a.count)")
