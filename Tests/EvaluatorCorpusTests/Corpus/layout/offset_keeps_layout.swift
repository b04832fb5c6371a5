// canvas: 200x200
HStack {
    Color.red.frame(width: 10, height: 10).offset(x: 5, y: 5)
    Color.blue.frame(width: 10, height: 10)
}
