import ViewTree

/// ZStack (and ZStackLayout): every child gets the same proposal, the size comes from the
/// highest-priority children only, and children align on both guides. Source: Layout.md §3.1
/// (OpenSwiftUI `ZStack.swift`; TV-27, TV-28).
struct ZStackLayout: LayoutAlgorithm {
    let alignment: Alignment

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> Size {
        let top = topPriorityChildren(node)
        guard !top.isEmpty else { return .zero }
        let sizes = top.map { $0.sizeThatFits(proposal) }
        return Size(width: sizes.map(\.width).max()!, height: sizes.map(\.height).max()!)
    }

    /// Children are re-proposed the final size and their guides meet the top group's maximum guide.
    func placements(in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> [ChildPlacement] {
        let p = ProposedViewSize(size)
        let dims = node.children.map { $0.dimensions(p) }
        let topIDs = Set(topPriorityChildren(node).map(\.id))
        let top = node.children.indices.filter { topIDs.contains(node.children[$0].id) }
        let ax = top.map { dims[$0][alignment.horizontal] }.max() ?? 0
        let ay = top.map { dims[$0][alignment.vertical] }.max() ?? 0
        return node.children.indices.map { i in
            ChildPlacement(child: node.children[i], origin: Point(x: ax - dims[i][alignment.horizontal], y: ay - dims[i][alignment.vertical]), proposal: p)
        }
    }

    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> Double? {
        combinedChildGuides(key, in: size, proposal: proposal, node: node)
    }

    /// Union of all children's preferences on all edges (§2.2).
    func spacing(node: LayoutNode) -> ViewSpacing {
        node.children.reduce(ViewSpacing()) { $0.union($1.spacing) }
    }

    func layoutPriority(node: LayoutNode) -> Double { node.children.isEmpty ? -.infinity : 0 }

    private func topPriorityChildren(_ node: LayoutNode) -> [LayoutNode] {
        guard let highest = node.children.map(\.layoutPriority).max() else { return [] }
        return node.children.filter { $0.layoutPriority == highest }
    }
}
