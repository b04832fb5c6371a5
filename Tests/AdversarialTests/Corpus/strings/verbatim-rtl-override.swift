Text(verbatim: "\u{202E}txt.exe\u{202C}")
    .font(.title)
