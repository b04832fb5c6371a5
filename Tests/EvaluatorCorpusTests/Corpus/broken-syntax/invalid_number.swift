let w = 12.3.4
Color.red.frame(width: w)
