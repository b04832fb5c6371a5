HStack(spacing: 0) {
    ForEach(0..<500, id: \.self) { _ in
        Color.red.frame(width: 2, height: 2)
    }
}
