ZStack {
    Color.red.frame(width: 1e308, height: 1e308)
    Color.blue.frame(width: -1e308, height: .nan)
}
