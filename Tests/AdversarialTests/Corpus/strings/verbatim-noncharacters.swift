Text(verbatim: "\u{FFFE}\u{FFFF}\u{1FFFE}\u{10FFFF}")
    .font(.title)
