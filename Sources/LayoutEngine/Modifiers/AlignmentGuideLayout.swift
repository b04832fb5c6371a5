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

    func explicitGuides(node: LayoutNode) -> ExplicitGuides {
        var guides = ExplicitGuides(keys: [key])
        guides.formUnion(.union(of: node.children))
        return guides
    }

    /// The closure sees the modified view: its size and its other guides, explicit or default.
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> Double? {
        let child = node.children[0]
        guard key == self.key else { return child.explicitAlignment(key, proposal: proposal) }
        let value = computeValue(child.dimensions(proposal))
        guard value.isFinite else {
            let spelled = value.isNaN ? "NaN" : value > 0 ? ".infinity" : "-.infinity"
            node.context.report(.invalidGuide, "alignment guide '\(key.name)' computed \(spelled), which no view can be aligned to; ignoring it", node: node)
            return child.explicitAlignment(key, proposal: proposal)
        }
        return Self.clamped(value, key: key, node: node)
    }

    /// A guide past ±`ValueValidator.largestLength` would push its stack's frame to infinity (and
    /// its siblings to NaN) once offsets are subtracted; it is clamped like any other length.
    private static func clamped(_ value: Double, key: AlignmentKey, node: LayoutNode) -> Double {
        let limit = ValueValidator.largestLength
        guard abs(value) > limit else { return value }
        node.context.report(.valueTooLarge, "alignment guide '\(key.name)' computed \(value), too large to lay out; clamped to \(value > 0 ? "" : "-")1000000000", node: node)
        return value > 0 ? limit : -limit
    }

    func spacing(node: LayoutNode) -> ViewSpacing { node.children[0].spacing }
    func layoutPriority(node: LayoutNode) -> Double { node.children[0].layoutPriority }
    var forwardsContentTraits: Bool { true }
}
