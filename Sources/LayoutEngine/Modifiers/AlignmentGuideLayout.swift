import ViewTree

/// `alignmentGuide(_:computeValue:)`: sets this view's explicit value for one guide from its
/// dimensions; size, spacing and priority are unchanged (Layout.md §6.3 item 1).
struct AlignmentGuideLayout: LayoutAlgorithm {
    let key: AlignmentKey
    let computeValue: @Sendable (ViewDimensions) -> Double

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> Size {
        node.children[0].sizeThatFits(proposal)
    }

    func placements(in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> [ChildPlacement] {
        [ChildPlacement(child: node.children[0], origin: .zero, proposal: proposal)]
    }

    /// The closure sees the modified view: its size and its other guides, explicit or default.
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> Double? {
        let child = node.children[0]
        guard key == self.key else { return child.explicitAlignment(key, proposal: proposal) }
        let value = computeValue(child.dimensions(proposal))
        if value.isNaN {
            node.context.report(.invalidGuide, "alignment guide '\(key.name)' computed NaN; ignoring it", node: node)
            return child.explicitAlignment(key, proposal: proposal)
        }
        return value
    }

    func spacing(node: LayoutNode) -> ViewSpacing { node.children[0].spacing }
    func layoutPriority(node: LayoutNode) -> Double { node.children[0].layoutPriority }
    var forwardsContentTraits: Bool { true }
}
