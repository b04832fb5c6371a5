// canvas: 200x200
ZStack {
    Color.red.frame(width: 50, height: 20)
    Color.blue.frame(width: 20, height: 50)
}
