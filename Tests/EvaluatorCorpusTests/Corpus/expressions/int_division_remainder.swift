// canvas: 200xfit
VStack {
    Text("\(7 / 2)")
    Text("\(-7 / 2)")
    Text("\(7 % 3)")
    Text("\(-7 % 3)")
}
.font(.system(size: 10))
