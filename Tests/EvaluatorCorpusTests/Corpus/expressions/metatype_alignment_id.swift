// canvas: 200xfit
struct Middle: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        context.width / 2
    }
}

let middle = HorizontalAlignment(Middle.self)

VStack(alignment: middle) {
    Color.red.frame(width: 20, height: 5)
    Color.blue.frame(width: 60, height: 5)
        .alignmentGuide(middle) { _ in 10 }
}
