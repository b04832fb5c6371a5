// canvas: 200xfit
struct Menu: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        return context.width / 2
    }
}

extension HorizontalAlignment {
    static let menu = Self(Menu.self)
}

VStack(alignment: .menu, spacing: 0) {
    HStack(spacing: 0) {
        Text("ab")
        Color.red.frame(width: 10, height: 10)
            .alignmentGuide(.menu) { d in d.width / 2 }
    }
    Color.blue.frame(width: 30, height: 10)
}
.font(.system(size: 10))
