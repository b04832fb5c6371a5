import ViewTree

/// Placing a frame's child (Layout.md §4.4): the frame's default guide value on its own size
/// meets the child's guide value (explicit if set, else default), on both axes.
enum FrameAlignment {
    static func origin(of child: LayoutNode, proposal: ProposedViewSize, in size: Size, alignment: Alignment) -> Point {
        let own = ViewDimensions(size: size)
        let dims = child.dimensions(proposal)
        return Point(
            x: alignment.horizontal.key.defaultValue(own) - dims[alignment.horizontal],
            y: alignment.vertical.key.defaultValue(own) - dims[alignment.vertical])
    }

    /// Frames reset the spacing on constrained axes to the ordinary leaf's, except around a
    /// Spacer, whose zero spacing survives (§2.2 table).
    static func spacing(of child: LayoutNode, horizontal: Bool, vertical: Bool) -> ViewSpacing {
        guard !child.algorithm.isSpacer else { return child.spacing }
        var edges: Set<ViewSpacing.SpacingEdge> = []
        if horizontal { edges.formUnion([.left, .right]) }
        if vertical { edges.formUnion([.top, .bottom]) }
        return child.spacing.resettingToLeaf(edges)
    }
}
