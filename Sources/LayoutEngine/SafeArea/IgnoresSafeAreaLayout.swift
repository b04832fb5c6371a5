import ViewTree

/// `ignoresSafeArea(_:edges:)`: reports its content's normal size, then lets the content grow
/// over the unsafe band beyond its edges, without moving siblings or parents. The content's
/// safe area is gone on those edges. Source: Containers.md §7.3 (OpenSwiftUI
/// `SafeAreaIgnoringLayout`); a preview has no keyboard, so only `.container` regions act.
struct IgnoresSafeAreaLayout: LayoutAlgorithm {
    /// The edges to extend over; empty when the regions hold no `.container`.
    let edges: Edge.Set

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> Size {
        node.children[0].sizeThatFits(proposal)
    }

    func placements(in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> [ChildPlacement] {
        let child = node.children[0]
        let grow = node.safeArea.outside.restricted(to: edges)
        let p = ProposedViewSize(width: size.width + grow.horizontal, height: size.height + grow.vertical)
        let origin = Point(x: -grow.leading, y: -grow.top)
        let own = Rect(origin: .zero, size: size)
        var insets = node.safeArea.inherited(by: Rect(origin: origin, size: child.sizeThatFits(p)), in: own)
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            insets.outside[edge] = 0
            insets.inside[edge] = 0
        }
        return [ChildPlacement(child: child, origin: origin, proposal: p, safeArea: insets)]
    }

    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> Double? {
        node.children[0].explicitAlignment(key, proposal: proposal)
    }

    func spacing(node: LayoutNode) -> ViewSpacing { node.children[0].spacing }
    func layoutPriority(node: LayoutNode) -> Double { node.children[0].layoutPriority }
    var forwardsContentTraits: Bool { true }
}

extension Edge.Set {
    /// The set holding one edge.
    init(_ edge: Edge) {
        switch edge {
        case .top: self = .top
        case .leading: self = .leading
        case .bottom: self = .bottom
        case .trailing: self = .trailing
        }
    }
}
