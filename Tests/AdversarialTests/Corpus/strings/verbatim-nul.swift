Text(verbatim: "a\u{0}b")
    .font(.title)
