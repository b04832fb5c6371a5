Text("\u{}")
