import ViewTree

/// `overlay` and `background` with view content: the result is the primary's size, guides,
/// spacing and priority; the secondary is proposed the primary's size and aligned on both
/// guides. Source: Layout.md §3.2 (Apple doc `overlay(alignment:content:)`; TV-29).
struct SecondaryLayout: LayoutAlgorithm {
    let alignment: Alignment

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> Size {
        node.children[0].sizeThatFits(proposal)
    }

    func placements(in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> [ChildPlacement] {
        let primary = node.children[0]
        let primaryDims = primary.dimensions(proposal)
        let p = ProposedViewSize(size)
        var result = [ChildPlacement(child: primary, origin: .zero, proposal: proposal)]
        for secondary in node.children.dropFirst() {
            let dims = secondary.dimensions(p)
            let origin = Point(
                x: primaryDims[alignment.horizontal] - dims[alignment.horizontal],
                y: primaryDims[alignment.vertical] - dims[alignment.vertical])
            result.append(ChildPlacement(child: secondary, origin: origin, proposal: p))
        }
        return result
    }

    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> Double? {
        node.children[0].explicitAlignment(key, proposal: proposal)
    }

    func spacing(node: LayoutNode) -> ViewSpacing { node.children[0].spacing }
    func layoutPriority(node: LayoutNode) -> Double { node.children[0].layoutPriority }
    var forwardsContentTraits: Bool { true }
}
