VStack {
    Label("\u{FFFD}\u{FFFD}", systemImage: "\u{FFFD}\u{FFFD}")
    Button("\u{FFFD}\u{FFFD}") { }
}
