// canvas: 200xfit
HStack(spacing: 6) {
    Color.red.frame(width: 10, height: 10)
    EmptyView()
    Color.blue.frame(width: 10, height: 10)
}
