VStack {
    Label("\u{FFFE}\u{FFFF}\u{1FFFE}\u{10FFFF}", systemImage: "\u{FFFE}\u{FFFF}\u{1FFFE}\u{10FFFF}")
    Button("\u{FFFE}\u{FFFF}\u{1FFFE}\u{10FFFF}") { }
}
