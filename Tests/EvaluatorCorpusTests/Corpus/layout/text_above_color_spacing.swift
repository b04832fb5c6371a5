// canvas: 200x200
VStack {
    Text("ab")
    Color.red.frame(width: 10, height: 10)
}
.font(.system(size: 10))
