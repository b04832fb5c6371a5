VStack {
    Label("a\u{2028}b\u{2029}c\u{85}d", systemImage: "a\u{2028}b\u{2029}c\u{85}d")
    Button("a\u{2028}b\u{2029}c\u{85}d") { }
}
