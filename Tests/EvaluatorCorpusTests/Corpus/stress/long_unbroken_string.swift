Text(String(repeating: "ab", count: 40_000))
    .lineLimit(3)
