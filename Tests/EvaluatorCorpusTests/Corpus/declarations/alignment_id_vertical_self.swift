// canvas: 200xfit
extension VerticalAlignment {
    struct Third: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat {
            d.height / 3
        }
    }

    static let third = Self(Third.self)
}

HStack(alignment: .third, spacing: 0) {
    Color.red.frame(width: 10, height: 30)
    Color.blue.frame(width: 10, height: 60)
}
