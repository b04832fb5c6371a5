// canvas: 200x200
ZStack(alignment: .bottomLeading) {
    Color.red.frame(width: 60, height: 40)
    Text("Hi")
}
.font(.system(size: 10))
