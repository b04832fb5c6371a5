let line = String(repeating: "x", count: 90_000)
var n = 0
for _ in 0..<100_000 {
    n += line.uppercased().count
}
Text("\(n)")
