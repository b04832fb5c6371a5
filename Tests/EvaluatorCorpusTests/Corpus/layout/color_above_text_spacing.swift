// canvas: 200x200
VStack(spacing: nil) {
    Color.red.frame(width: 10, height: 10)
    Text("ab")
    Color.blue.frame(width: 10, height: 11)
}
.font(.system(size: 10))
