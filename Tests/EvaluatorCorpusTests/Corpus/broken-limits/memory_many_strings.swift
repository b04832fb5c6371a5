let line = String(repeating: "x", count: 90_000)
var parts: [String] = []
for i in 0..<1_000 {
    parts.append(line + "\(i)")
}
Text("\(parts.count)")
