// canvas: 200xfit
HStack(spacing: 1) {
    ForEach(0..<5, id: \.self) { i in
        Color.blue.frame(width: 10, height: CGFloat(i + 1) * 2)
    }
}
