// canvas: 200xfit
enum Level {
    case low, high

    var width: CGFloat {
        switch self {
        case .low: return 20
        case .high: return 60
        }
    }
}

VStack(spacing: 0) {
    Color.green.frame(width: Level.low.width, height: 5)
    Color.red.frame(width: Level.high.width, height: 5)
}
