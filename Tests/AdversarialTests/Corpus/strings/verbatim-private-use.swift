Text(verbatim: "\u{E000}\u{F8FF}\u{F0000}")
    .font(.title)
