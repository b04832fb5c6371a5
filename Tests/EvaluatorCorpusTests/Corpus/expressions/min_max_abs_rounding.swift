// canvas: 200xfit
VStack {
    Text("\(max(3, 9)) \(min(4, -2)) \(abs(-6))")
    Text("\(round(2.5)) \(floor(2.7)) \(ceil(2.1))")
    Text("\((2.0).squareRoot() > 1.41)")
}
.font(.system(size: 10))
