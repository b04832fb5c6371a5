VStack {
    Label("\u{202E}txt.exe\u{202C}", systemImage: "\u{202E}txt.exe\u{202C}")
    Button("\u{202E}txt.exe\u{202C}") { }
}
