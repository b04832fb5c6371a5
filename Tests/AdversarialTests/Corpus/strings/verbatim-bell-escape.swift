Text(verbatim: "\u{7}\u{1B}[31mred\u{1B}[0m")
    .font(.title)
