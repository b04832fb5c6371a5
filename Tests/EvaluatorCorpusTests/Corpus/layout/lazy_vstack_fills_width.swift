// canvas: 200x200
LazyVStack(alignment: .leading, spacing: 4) {
    Text("a")
    Text("bb")
}
.font(.system(size: 10))
