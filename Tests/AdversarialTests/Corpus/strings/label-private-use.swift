VStack {
    Label("\u{E000}\u{F8FF}\u{F0000}", systemImage: "\u{E000}\u{F8FF}\u{F0000}")
    Button("\u{E000}\u{F8FF}\u{F0000}") { }
}
