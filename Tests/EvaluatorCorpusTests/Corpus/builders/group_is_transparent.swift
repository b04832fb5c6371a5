// canvas: 200xfit
VStack(spacing: 3) {
    Group {
        Color.red.frame(width: 10, height: 10)
        Color.green.frame(width: 10, height: 10)
    }
    Color.blue.frame(width: 10, height: 10)
}
