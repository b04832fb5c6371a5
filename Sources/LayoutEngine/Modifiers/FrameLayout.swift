import ViewTree

/// `frame(width:height:alignment:)`: a given dimension is the frame's size on that axis and the
/// child's proposal; an omitted one is layout-neutral. Source: Layout.md §4.1, §4.4 (TV-08, TV-18).
struct FrameLayout: LayoutAlgorithm {
    /// Already validated: finite and non-negative, or nil.
    let width: Double?
    let height: Double?
    let alignment: Alignment

    func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let s = node.children[0].sizeThatFits(childProposal(p))
        return Size(width: width ?? s.width, height: height ?? s.height)
    }

    func placements(in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> [ChildPlacement] {
        let child = node.children[0]
        let p = childProposal(proposal)
        return [ChildPlacement(child: child, origin: FrameAlignment.origin(of: child, proposal: p, in: size, alignment: alignment), proposal: p)]
    }

    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> Double? {
        forwardedChildGuide(key, in: size, proposal: proposal, node: node)
    }

    func spacing(node: LayoutNode) -> ViewSpacing {
        FrameAlignment.spacing(of: node.children[0], horizontal: width != nil, vertical: height != nil)
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }
}
