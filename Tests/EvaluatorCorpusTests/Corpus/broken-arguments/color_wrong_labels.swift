Color(r: 1, g: 0, b: 0)
