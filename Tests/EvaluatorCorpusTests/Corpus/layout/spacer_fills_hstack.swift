// canvas: 200x200
HStack {
    Text("a")
    Spacer()
}
.font(.system(size: 10))
