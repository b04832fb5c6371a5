import ViewTree

/// Color, gradients and views with no layout of their own: take the proposal, 10 where it is nil,
/// ∞ where it is ∞. Source: Layout.md §1.3, §8.1.
struct DefaultLeafLayout: LayoutAlgorithm {
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }
}
