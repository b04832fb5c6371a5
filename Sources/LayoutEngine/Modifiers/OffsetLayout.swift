import ViewTree

/// `offset(x:y:)`: a geometry effect. Layout, guides and siblings are unaffected; only where the
/// content is drawn moves (Layout.md §5.4; TV-07, TV-41).
struct OffsetLayout: LayoutAlgorithm {
    let x: Double
    let y: Double

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> Size {
        node.children[0].sizeThatFits(proposal)
    }

    func placements(in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> [ChildPlacement] {
        [ChildPlacement(child: node.children[0], origin: Point(x: x, y: y), proposal: proposal)]
    }

    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> Double? {
        node.children[0].explicitAlignment(key, proposal: proposal)
    }

    func spacing(node: LayoutNode) -> ViewSpacing { node.children[0].spacing }
    func layoutPriority(node: LayoutNode) -> Double { node.children[0].layoutPriority }
    var forwardsContentTraits: Bool { true }
}
