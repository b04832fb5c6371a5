struct Loop: View {
    var width: CGFloat { width + 1 }

    var body: some View {
        Color.red.frame(width: width)
    }
}

Loop()
