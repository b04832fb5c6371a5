var a: [Any] = [1]
for _ in 0..<60 { a = [a, a] }
Text([a].contains(a) ? "yes" : "no")
