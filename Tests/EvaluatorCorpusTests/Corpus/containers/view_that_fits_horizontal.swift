// canvas: 200x200
ViewThatFits(in: .horizontal) {
    Text("abcdefghijklmnopqrstuvwxyz")
    Text("short")
}
.font(.system(size: 10))
