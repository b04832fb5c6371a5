Text("\u{1B}]0;pwned\u{7}")
