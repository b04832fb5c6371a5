// canvas: 200xfit
let width: CGFloat = 30
let height: Double = 12
let count: Int = 2

HStack(spacing: 0) {
    ForEach(0..<count, id: \.self) { _ in
        Color.orange.frame(width: width, height: height)
    }
}
