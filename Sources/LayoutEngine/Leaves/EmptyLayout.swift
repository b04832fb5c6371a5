import ViewTree

/// `EmptyView` where it cannot vanish (the root, a modifier's content): zero size, lowest priority.
struct EmptyLayout: LayoutAlgorithm {
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> Size { .zero }
    func spacing(node: LayoutNode) -> ViewSpacing { ViewSpacing() }
}
