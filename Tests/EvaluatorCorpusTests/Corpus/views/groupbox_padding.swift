// canvas: 200xfit
GroupBox {
    Text("in")
}
.font(.system(size: 10))
