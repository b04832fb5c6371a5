// canvas: 200x200
HStack {
    Circle()
    Text("Hi")
}
.font(.system(size: 10))
