// canvas: 200xfit
List {
    Text("row 1")
    Text("row 2")
}
.font(.system(size: 10))
