import ViewTree

/// `padding`: shrinks the proposal by the insets (not below 0) and grows the answer by them.
/// Source: Layout.md §5.1 (default 16 on iOS; TV-35, TV-36).
struct PaddingLayout: LayoutAlgorithm {
    /// The platform default, `EdgeInsets(all: 16)` on iOS (§5.1).
    static let defaultLength = 16.0

    let insets: EdgeInsets

    func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode) -> Size {
        let s = node.children[0].sizeThatFits(childProposal(p))
        return Size(width: s.width + insets.horizontal, height: s.height + insets.vertical)
    }

    func placements(in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> [ChildPlacement] {
        [ChildPlacement(child: node.children[0], origin: Point(x: insets.leading, y: insets.top), proposal: childProposal(proposal))]
    }

    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> Double? {
        forwardedChildGuide(key, in: size, proposal: proposal, node: node)
    }

    /// Edges with a nonzero inset behave like a plain leaf towards their neighbours (§2.2).
    func spacing(node: LayoutNode) -> ViewSpacing {
        var edges: Set<ViewSpacing.SpacingEdge> = []
        if insets.top != 0 { edges.insert(.top) }
        if insets.leading != 0 { edges.insert(.left) }
        if insets.bottom != 0 { edges.insert(.bottom) }
        if insets.trailing != 0 { edges.insert(.right) }
        return node.children[0].spacing.resettingToLeaf(edges)
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: p.width.map { max(0, $0 - insets.horizontal) },
            height: p.height.map { max(0, $0 - insets.vertical) })
    }
}
