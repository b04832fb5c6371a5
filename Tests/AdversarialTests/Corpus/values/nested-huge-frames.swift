VStack {
    HStack { Color.red.frame(width: 1e300) ; Color.red.frame(width: 1e300) }
    HStack { Color.red.frame(width: 1e300) ; Color.red.frame(width: 1e300) }
}.frame(width: 1e300)
