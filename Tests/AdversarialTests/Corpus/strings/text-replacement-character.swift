Text("\u{FFFD}\u{FFFD}")
