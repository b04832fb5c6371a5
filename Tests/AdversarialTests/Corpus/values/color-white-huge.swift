Color(white: 1e308, opacity: .nan)
