Text("a\u{DFFF}b")
