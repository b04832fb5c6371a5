// canvas: 200x200
VStack(alignment: .leading) {
    Text("a")
    Text("bbbb")
}
.font(.system(size: 10))
