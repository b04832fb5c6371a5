import ViewTree

/// `fixedSize(horizontal:vertical:)`: proposes nil on the fixed axes so the child takes its
/// ideal size there, and centres it. Priority passes through. Source: Layout.md §5.2 (TV-38, TV-50).
struct FixedSizeLayout: LayoutAlgorithm {
    let horizontal: Bool
    let vertical: Bool

    func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode) -> Size {
        node.children[0].sizeThatFits(childProposal(p))
    }

    func placements(in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> [ChildPlacement] {
        let child = node.children[0]
        let p = childProposal(proposal)
        let s = child.sizeThatFits(p)
        return [ChildPlacement(child: child, origin: Point(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2), proposal: p)]
    }

    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> Double? {
        forwardedChildGuide(key, in: size, proposal: proposal, node: node)
    }

    func spacing(node: LayoutNode) -> ViewSpacing { node.children[0].spacing }
    func layoutPriority(node: LayoutNode) -> Double { node.children[0].layoutPriority }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }
    var forwardsContentTraits: Bool { true }
}
