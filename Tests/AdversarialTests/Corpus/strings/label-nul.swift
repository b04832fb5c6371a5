VStack {
    Label("a\u{0}b", systemImage: "a\u{0}b")
    Button("a\u{0}b") { }
}
