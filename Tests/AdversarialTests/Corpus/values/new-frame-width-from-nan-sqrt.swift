Color.red.frame(width: (-1.0).squareRoot())
