VStack(spacing: 0) {
    ForEach(0..<30, id: \.self) { row in
        HStack(spacing: 0) {
            ForEach(0..<30, id: \.self) { column in
                Color.blue.frame(width: 1, height: 1)
            }
        }
    }
}
