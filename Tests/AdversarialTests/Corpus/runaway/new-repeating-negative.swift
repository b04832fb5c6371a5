Text(String(repeating: "a", count: -1))
