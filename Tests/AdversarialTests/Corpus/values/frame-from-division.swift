let w: CGFloat = 1 / 0
Color.red.frame(width: w)
