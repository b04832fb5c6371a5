VStack {
    Label("\u{7F}\u{80}\u{85}\u{9F}", systemImage: "\u{7F}\u{80}\u{85}\u{9F}")
    Button("\u{7F}\u{80}\u{85}\u{9F}") { }
}
