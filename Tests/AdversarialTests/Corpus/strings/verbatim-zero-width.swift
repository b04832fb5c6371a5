Text(verbatim: "a\u{200B}b\u{200C}c\u{200D}d\u{FEFF}e")
    .font(.title)
