extension VerticalAlignment {
    struct Spin: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat {
            defaultValue(in: d)
        }
    }
    static let spin = VerticalAlignment(Spin.self)
}

HStack(alignment: .spin) {
    Text("a")
}
