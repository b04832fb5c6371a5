// canvas: 200x200
LazyVGrid {
    Text("a")
}
