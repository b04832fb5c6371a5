// canvas: 200x200
VStack {
    Text("Hi")
    Divider()
}
.fixedSize()
.font(.system(size: 10))
