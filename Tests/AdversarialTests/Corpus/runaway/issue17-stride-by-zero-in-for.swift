var n = 0
for i in stride(from: 0, to: 3, by: 0) { n += i }
Text("\(n)")
