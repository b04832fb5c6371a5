// canvas: 200xfit
VStack(spacing: 2) {
    ForEach(0..<2, id: \.self) { row in
        HStack(spacing: 2) {
            ForEach(0..<3, id: \.self) { col in
                Text("\(row * 3 + col)")
            }
        }
    }
}
.font(.system(size: 10))
