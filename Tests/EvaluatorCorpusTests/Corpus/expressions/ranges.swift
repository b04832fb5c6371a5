// canvas: 200xfit
VStack {
    Text("\((0..<4).count) \((1...4).count)")
    Text("\((1...5).map { $0 * $0 })")
    Text("\(Array(stride(from: 0, to: 10, by: 3)))")
    Text("\(Array((1...3).reversed()))")
}
.font(.system(size: 10))
