Text(verbatim: "\u{2066}a\u{2067}b\u{2068}c\u{2069}")
    .font(.title)
