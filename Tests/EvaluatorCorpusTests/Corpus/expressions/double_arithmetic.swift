// canvas: 200xfit
VStack {
    Text("\(7.0 / 2)")
    Text("\(6.0 / 2)")
    Text("\(0.1 + 0.2)")
    Text("\(2.5 * 4)")
}
.font(.system(size: 10))
