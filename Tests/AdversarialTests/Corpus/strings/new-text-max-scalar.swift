Text("\u{10FFFF}\u{FFFE}")
