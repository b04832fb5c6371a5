Text("\u{D800}")
