Text(verbatim: "a\u{2028}b\u{2029}c\u{85}d")
    .font(.title)
