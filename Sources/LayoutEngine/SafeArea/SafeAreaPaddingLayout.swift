import ViewTree

/// `safeAreaPadding`: widens the safe area instead of the frame. Ordinary content is laid out as
/// with `padding`; a scroll view keeps its full frame and insets its content, which scrolls into
/// the band. Either way the content sees the band as unsafe. Source: Containers.md §7.5.
struct SafeAreaPaddingLayout: LayoutAlgorithm {
    let insets: EdgeInsets
    /// The content is a ScrollView (through modifiers without a layout of their own).
    let scrolls: Bool

    func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode) -> Size {
        let s = node.children[0].sizeThatFits(childProposal(p))
        return scrolls ? s : Size(width: s.width + insets.horizontal, height: s.height + insets.vertical)
    }

    func placements(in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> [ChildPlacement] {
        var safeArea = node.safeArea
        if scrolls {
            safeArea.inside = safeArea.inside.adding(insets)
            return [ChildPlacement(child: node.children[0], origin: .zero, proposal: proposal, safeArea: safeArea)]
        }
        safeArea.outside = safeArea.outside.adding(insets)
        return [ChildPlacement(child: node.children[0], origin: Point(x: insets.leading, y: insets.top), proposal: childProposal(proposal), safeArea: safeArea)]
    }

    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> Double? {
        forwardedChildGuide(key, in: size, proposal: proposal, node: node)
    }

    func spacing(node: LayoutNode) -> ViewSpacing { node.children[0].spacing }
    var forwardsContentTraits: Bool { true }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        guard !scrolls else { return p }
        return ProposedViewSize(
            width: p.width.map { max(0, $0 - insets.horizontal) },
            height: p.height.map { max(0, $0 - insets.vertical) })
    }
}
