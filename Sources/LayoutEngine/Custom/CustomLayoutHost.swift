import ViewTree

/// Hosts an author-written `Layout`: its `sizeThatFits` answers the node's size, its
/// `placeSubviews` (given bounds in canvas coordinates) places the children, and subviews it does
/// not place are centred with the container's proposal. Defaults for `explicitAlignment` and
/// `spacing` follow SwiftUI's. A failing layout takes its proposal. Source: Containers.md
/// §4.3 (host contract), §4.6 (unplaced subviews), §4.7, §4.8 (defaults).
struct CustomLayoutHost: LayoutAlgorithm {
    let layout: CustomLayout
    let session: CustomLayoutSession

    init(layout: CustomLayout) {
        self.layout = layout
        self.session = CustomLayoutSession(layout: layout)
    }

    /// The author's cache (and a failure) belonged to the last layout; a fresh layout starts without.
    func prepareForAnotherLayout(node: LayoutNode) -> Bool {
        session.reset()
        return false
    }

    /// The trace notes each call of the author's method with its proposal and answer, so a reader
    /// sees how often and with what the layout is asked.
    func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode) -> Size {
        let answer = session.run("sizeThatFits", node: node) { subviews, cache in try layout.sizeThatFits(p, subviews, &cache) }
        if let answer {
            node.context.note("\(layout.name).sizeThatFits(proposal: \(Self.describe(p))) → \(Self.describe(answer))", node: node, proposal: p)
        }
        return answer ?? p.replacingUnspecifiedDimensions()
    }

    private static func describe(_ p: ProposedViewSize) -> String {
        func f(_ v: Double?) -> String { v.map { PlacedTreeDumper.format($0, decimals: 2) } ?? "nil" }
        return "\(f(p.width)) × \(f(p.height))"
    }

    private static func describe(_ s: Size) -> String { describe(ProposedViewSize(s)) }

    func placements(in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> [ChildPlacement] {
        placed(in: Rect(origin: node.frame?.origin ?? .zero, size: size), proposal: proposal, node: node)
    }

    /// The layout answers for any guide on the axes its `explicitAlignment` covers (§4.7).
    func explicitGuides(node: LayoutNode) -> ExplicitGuides {
        var guides = ExplicitGuides(axes: layout.explicitAlignment == nil ? [] : layout.explicitAlignmentAxes)
        guides.formUnion(.union(of: node.children))
        return guides
    }

    /// The layout's own answer, or the subviews' explicit values combined by the guide's rule
    /// after placing them into bounds at the origin (§4.7); nil for a non-finite size.
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> Double? {
        guard size.width.isFinite, size.height.isFinite else { return nil }
        let bounds = Rect(origin: .zero, size: size)
        if let explicit = layout.explicitAlignment, layout.explicitAlignmentAxes.includes(key.axis) {
            return session.run("explicitAlignment", node: node) { subviews, cache in try explicit(key, bounds, proposal, subviews, &cache) } ?? nil
        }
        let values = placed(in: bounds, proposal: proposal, node: node).compactMap { placement in
            placement.child.explicitAlignment(key, proposal: placement.proposal).map { $0 + placement.origin[key.axis] }
        }
        return key.combine.combine(values)
    }

    /// The layout's answer, or the union of every subview's preferences on all edges, `.zero`
    /// with no subviews (§4.8).
    func spacing(node: LayoutNode) -> ViewSpacing {
        if let spacing = layout.spacing, let answer = session.run("spacing", node: node, { subviews, cache in try spacing(subviews, &cache) }) {
            return answer
        }
        guard !node.children.isEmpty else { return .zero }
        return node.children.reduce(ViewSpacing()) { $0.union($1.spacing) }
    }

    func layoutPriority(node: LayoutNode) -> Double { node.children.isEmpty ? -.infinity : 0 }

    /// Every child where `placeSubviews` put it, or centred and sized with `proposal` (§4.6).
    private func placed(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode) -> [ChildPlacement] {
        let recorded = session.placements(in: bounds, node: node) { subviews, cache in
            try layout.placeSubviews(bounds, proposal, subviews, &cache)
        }
        return node.children.indices.map { i in
            if let placement = recorded[i] { return placement }
            let child = node.children[i]
            let s = child.sizeThatFits(proposal)
            return ChildPlacement(child: child, origin: Point(x: (bounds.width - s.width) / 2, y: (bounds.height - s.height) / 2), proposal: proposal)
        }
    }
}
