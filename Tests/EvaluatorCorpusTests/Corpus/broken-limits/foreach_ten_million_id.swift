VStack {
    ForEach(0..<10_000_000, id: \.self) { i in
        Color.red.frame(width: 1, height: 1)
    }
}
