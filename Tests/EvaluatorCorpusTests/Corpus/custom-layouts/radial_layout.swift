// canvas: 200x200
/// Puts its subviews on a circle, the first at the top, going clockwise.
struct Ring: Layout {
    var inset: CGFloat = 20

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let radius = min(bounds.width, bounds.height) / 2 - inset
        let step = 2 * Double.pi / Double(subviews.count)
        for (index, subview) in subviews.enumerated() {
            let angle = Double(index) * step - Double.pi / 2
            let point = CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

Ring {
    Color.red.frame(width: 20, height: 20)
    Color.green.frame(width: 20, height: 20)
    Color.blue.frame(width: 20, height: 20)
    Color.orange.frame(width: 20, height: 20)
}
