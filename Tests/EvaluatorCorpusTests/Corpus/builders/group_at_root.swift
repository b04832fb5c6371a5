// canvas: 200xfit
Group {
    Text("one")
    Text("two")
}
.font(.system(size: 10))
