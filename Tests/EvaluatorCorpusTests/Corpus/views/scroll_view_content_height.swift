// canvas: 200xfit
ScrollView {
    Text("a")
    Text("b")
}
.font(.system(size: 10))
