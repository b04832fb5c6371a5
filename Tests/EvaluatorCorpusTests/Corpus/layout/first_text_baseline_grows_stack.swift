// canvas: 200x200
HStack(alignment: .firstTextBaseline) {
    Color.red.frame(width: 20, height: 20)
    Text("B")
}
.font(.system(size: 10))
