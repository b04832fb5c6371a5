// canvas: 200x100
ScrollView {
    VStack(spacing: 0) {
        Color.red.frame(width: 50, height: 80)
        Color.blue.frame(width: 50, height: 80)
    }
}
