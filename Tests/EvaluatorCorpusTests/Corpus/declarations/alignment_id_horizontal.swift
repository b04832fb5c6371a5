// canvas: 200xfit
struct Pin: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        context[HorizontalAlignment.leading]
    }
}

extension HorizontalAlignment {
    static let pin = HorizontalAlignment(Pin.self)
}

VStack(alignment: .pin) {
    Text("aaaa")
        .alignmentGuide(.pin) { d in d.width }
    Text("b")
}
.font(.system(size: 10))
