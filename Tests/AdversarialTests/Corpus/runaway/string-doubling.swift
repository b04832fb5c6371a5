var s = "ab"
for _ in 0..<64 { s = s + s }
Text(s)
