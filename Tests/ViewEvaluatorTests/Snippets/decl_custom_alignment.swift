extension VerticalAlignment {
    private struct Middle: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat {
            d[VerticalAlignment.center]
        }
    }
    static let middle = VerticalAlignment(Middle.self)
}

HStack(alignment: .middle) {
    Text("a")
        .alignmentGuide(.middle) { d in d[.bottom] }
    Text("b")
        .alignmentGuide(VerticalAlignment.middle) { d in d.height / 4 }
}
