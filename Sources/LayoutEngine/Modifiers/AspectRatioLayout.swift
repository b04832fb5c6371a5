import ViewTree

/// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()`: proposes the largest
/// (fit) or smallest covering (fill) size of the ratio, and centres the child. With no ratio the
/// child's ideal size gives it. Source: Layout.md §5.7 (TV-39).
struct AspectRatioLayout: LayoutAlgorithm {
    let ratio: Double?
    let contentMode: AspectContentMode

    func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode) -> Size {
        node.children[0].sizeThatFits(offered(p, node: node))
    }

    func placements(in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> [ChildPlacement] {
        let child = node.children[0]
        let p = offered(proposal, node: node)
        let s = child.sizeThatFits(p)
        return [ChildPlacement(child: child, origin: Point(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2), proposal: p)]
    }

    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> Double? {
        forwardedChildGuide(key, in: size, proposal: proposal, node: node)
    }

    private func offered(_ p: ProposedViewSize, node: LayoutNode) -> ProposedViewSize {
        if p.width == nil && p.height == nil { return p }
        var base = ratio.map { Size(width: $0, height: 1) } ?? node.children[0].sizeThatFits(.unspecified)
        if base.width == base.height { base = Size(width: 1, height: 1) }
        let sx = scale(p.width, base.width)
        let sy = scale(p.height, base.height)
        let k = contentMode == .fit ? min(sx, sy) : max(sx, sy)
        return ProposedViewSize(width: base.width * k, height: base.height * k)
    }

    private func scale(_ proposed: Double?, _ base: Double) -> Double {
        guard let proposed, base != 0 || proposed != 0 else { return .infinity }
        return proposed / base
    }
}
