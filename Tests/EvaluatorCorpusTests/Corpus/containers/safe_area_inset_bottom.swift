// canvas: 200x200
Color.red
    .safeAreaInset(edge: .bottom, spacing: 0) {
        Color.blue.frame(height: 30)
    }
