VStack {
    Label("a\u{200B}b\u{200C}c\u{200D}d\u{FEFF}e", systemImage: "a\u{200B}b\u{200C}c\u{200D}d\u{FEFF}e")
    Button("a\u{200B}b\u{200C}c\u{200D}d\u{FEFF}e") { }
}
