import ViewTree

/// GeometryReader: takes its proposal (nil → 10) and places every child at its top-leading
/// corner, proposing its own size. Source: Layout.md §5.8 (TV-40).
struct GeometryReaderLayout: LayoutAlgorithm {
    /// Builds the content for the reader's final size; called once, at placement.
    let makeContent: (Size) -> [LayoutNode]

    func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode) -> Size {
        p.replacingUnspecifiedDimensions()
    }

    func placements(in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> [ChildPlacement] {
        if node.children.isEmpty { node.children = makeContent(size) }
        return node.children.map { ChildPlacement(child: $0, origin: .zero, proposal: ProposedViewSize(size)) }
    }

    /// It sets no guides of its own and passes on none of its content's (whose views it builds
    /// only when placed).
    func explicitGuides(node: LayoutNode) -> ExplicitGuides { .none }

    /// The content was built for the last size; the next placement builds it for its own.
    func prepareForAnotherLayout(node: LayoutNode) -> Bool {
        node.children = []
        return true
    }
}
