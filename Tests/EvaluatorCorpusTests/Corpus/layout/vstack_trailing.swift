// canvas: 200x200
VStack(alignment: .trailing) {
    Text("a")
    Text("bbbb")
}
.font(.system(size: 10))
