let s = String(repeating: "a", count: 60_000)
Text(s.replacingOccurrences(of: "a", with: "aaaa"))
