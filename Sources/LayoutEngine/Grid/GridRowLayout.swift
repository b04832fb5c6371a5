import ViewTree

/// A GridRow inside a Grid: takes the row rectangle the grid proposes and places its cells where
/// the grid decided (Containers.md §1.1). It has no layout of its own.
struct GridRowLayout: LayoutAlgorithm {
    let shared: GridRowPlacements

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> Size {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placements(in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> [ChildPlacement] {
        shared.placements(forRow: node.id)
    }

    func spacing(node: LayoutNode) -> ViewSpacing {
        node.children.reduce(ViewSpacing()) { $0.union($1.spacing) }
    }
}
