VStack {
    Label("\u{7}\u{1B}[31mred\u{1B}[0m", systemImage: "\u{7}\u{1B}[31mred\u{1B}[0m")
    Button("\u{7}\u{1B}[31mred\u{1B}[0m") { }
}
