// canvas: 200xfit
struct Theme {
    static let gap: CGFloat = 6
    static let side = 12.0
}

HStack(spacing: Theme.gap) {
    Color.red.frame(width: Theme.side, height: Theme.side)
    Color.blue.frame(width: Theme.side, height: Theme.side)
}
