// canvas: 200xfit
HStack(spacing: 0) {
    ForEach(0..<3, id: \.self) { i in
        if i > 0 {
            Spacer()
        }
        Text("\(i)")
    }
}
.font(.system(size: 10))
