// canvas: 200xfit
enum Size: Int {
    case small = 10
    case large = 30
}

HStack(spacing: 0) {
    Color.red.frame(width: CGFloat(Size.small.rawValue), height: 10)
    Color.blue.frame(width: CGFloat(Size.large.rawValue), height: 10)
}
