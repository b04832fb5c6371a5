// canvas: 200x200
/// An HStack of ideal sizes: side by side, a fixed gap apart, centred on the vertical middle.
struct PlainRow: Layout {
    var spacing: CGFloat = 8

    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.reduce(0) { $0 + $1.width } + spacing * CGFloat(max(sizes.count - 1, 0))
        return CGSize(width: width, height: sizes.map { $0.height }.max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(size))
            x += size.width + spacing
        }
    }
}

PlainRow(spacing: 4) {
    Color.red.frame(width: 20, height: 10)
    Color.blue.frame(width: 30, height: 30)
}
// ---- block
AnyLayout(PlainRow()) {
    Color.green.frame(width: 10, height: 10)
    Color.blue.frame(width: 10, height: 10)
}
