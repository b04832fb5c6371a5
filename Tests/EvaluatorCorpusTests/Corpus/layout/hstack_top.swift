// canvas: 200x200
HStack(alignment: .top) {
    Color.red.frame(width: 20, height: 40)
    Color.blue.frame(width: 20, height: 20)
}
