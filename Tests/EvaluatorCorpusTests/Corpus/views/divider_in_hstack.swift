// canvas: 200xfit
HStack {
    Text("a")
    Divider()
    Text("b")
}
.fixedSize()
.font(.system(size: 10))
