Color.red.frame(width: CGFloat((Int.min..<Int.max).count))
