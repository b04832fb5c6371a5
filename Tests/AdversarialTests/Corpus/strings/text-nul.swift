Text("a\u{0}b")
