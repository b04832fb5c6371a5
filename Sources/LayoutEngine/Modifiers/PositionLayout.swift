import ViewTree

/// `position(x:y:)`: fills its proposal (the child's size on a nil axis) and puts the child's
/// centre at the point. Source: Layout.md §5.5 (TV-37).
struct PositionLayout: LayoutAlgorithm {
    let x: Double
    let y: Double

    func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode) -> Size {
        if let w = p.width, let h = p.height { return Size(width: w, height: h) }
        let s = node.children[0].sizeThatFits(p)
        return Size(width: p.width ?? s.width, height: p.height ?? s.height)
    }

    func placements(in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> [ChildPlacement] {
        let child = node.children[0]
        let p = ProposedViewSize(size)
        let s = child.sizeThatFits(p)
        return [ChildPlacement(child: child, origin: Point(x: x - s.width / 2, y: y - s.height / 2), proposal: p)]
    }

    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> Double? {
        forwardedChildGuide(key, in: size, proposal: proposal, node: node)
    }
}
