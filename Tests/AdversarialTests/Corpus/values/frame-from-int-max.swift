Color.red.frame(width: CGFloat(Int.max), height: CGFloat(Int.min))
