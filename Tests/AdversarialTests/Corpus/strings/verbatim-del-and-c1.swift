Text(verbatim: "\u{7F}\u{80}\u{85}\u{9F}")
    .font(.title)
