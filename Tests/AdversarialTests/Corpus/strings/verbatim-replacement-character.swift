Text(verbatim: "\u{FFFD}\u{FFFD}")
    .font(.title)
