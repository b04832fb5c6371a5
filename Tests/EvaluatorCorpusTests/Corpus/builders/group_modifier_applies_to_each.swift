// canvas: 200xfit
HStack(spacing: 0) {
    Group {
        Text("a")
        Text("b")
    }
    .padding(5)
}
.font(.system(size: 10))
