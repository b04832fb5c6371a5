Text("\u{202E}txt.exe\u{202C}")
