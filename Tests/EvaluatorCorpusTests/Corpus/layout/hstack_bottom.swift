// canvas: 200x200
HStack(alignment: .bottom) {
    Color.red.frame(width: 20, height: 40)
    Color.blue.frame(width: 20, height: 20)
}
