let w = 1.0 / 0.0
Color.red.frame(width: w)
