// canvas: 200x200
HStack(spacing: 0) {
    Text("abc")
    Spacer(minLength: 50)
    Text("d")
}
.fixedSize()
.font(.system(size: 10))
