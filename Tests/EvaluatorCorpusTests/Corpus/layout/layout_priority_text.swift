// canvas: 200x200
HStack {
    Text("aaaa bbbb")
    Text("cccc dddd")
        .layoutPriority(1)
}
.frame(width: 150)
.font(.system(size: 10))
