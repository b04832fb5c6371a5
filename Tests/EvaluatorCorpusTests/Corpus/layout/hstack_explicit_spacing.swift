// canvas: 200x200
HStack(spacing: 2) {
    Color.red.frame(width: 10, height: 10)
    Color.green.frame(width: 10, height: 10)
    Color.blue.frame(width: 10, height: 10)
}
