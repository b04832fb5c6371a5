func box(width: CGFloat) -> some View {
    Color.red.frame(width: width, height: 10)
}

box(10)
