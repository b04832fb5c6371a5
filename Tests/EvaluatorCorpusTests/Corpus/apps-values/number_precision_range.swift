// canvas: 200xfit
VStack {
    Text(1.5.formatted(.number.precision(.fractionLength(0...1))))
    Text(2.0.formatted(.number.precision(.fractionLength(0...1))))
}
.font(.system(size: 10))
