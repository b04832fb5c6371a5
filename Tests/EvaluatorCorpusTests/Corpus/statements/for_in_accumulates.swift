// canvas: 200xfit
var squares: [Int] = []
for i in 1...4 {
    squares.append(i * i)
}
var sum = 0
for s in squares {
    sum += s
}

Text("\(squares) \(sum)")
    .font(.system(size: 10))
