// canvas: 200xfit
VStack(spacing: 0) {
    ForEach(1..<4) { n in
        Text(String(repeating: "*", count: n))
    }
}
.font(.system(size: 10))
