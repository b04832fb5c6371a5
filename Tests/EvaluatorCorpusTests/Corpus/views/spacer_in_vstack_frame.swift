// canvas: 200x200
VStack {
    Text("top")
    Spacer()
    Text("bottom")
}
.frame(height: 100)
.font(.system(size: 10))
