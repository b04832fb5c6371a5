var s = "ab"
for _ in 0..<40 { s += s }
Text(s)
