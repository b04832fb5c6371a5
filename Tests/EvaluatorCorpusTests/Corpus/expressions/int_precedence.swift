// canvas: 200xfit
VStack {
    Text("\(1 + 2 * 3)")
    Text("\((1 + 2) * 3)")
    Text("\(10 - 4 - 3)")
    Text("\(2 * 3 % 4)")
    Text("\(-3 + 5 * -2)")
}
.font(.system(size: 10))
