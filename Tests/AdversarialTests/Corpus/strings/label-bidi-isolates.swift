VStack {
    Label("\u{2066}a\u{2067}b\u{2068}c\u{2069}", systemImage: "\u{2066}a\u{2067}b\u{2068}c\u{2069}")
    Button("\u{2066}a\u{2067}b\u{2068}c\u{2069}") { }
}
