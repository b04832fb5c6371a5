GeometryReader { proxy in Color.red.frame(width: proxy.size.width * .nan) }
