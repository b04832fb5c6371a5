import ViewTree

/// LazyVStack and LazyHStack: the stacks' algorithm, except that they take the whole proposed
/// length across their axis and align their children in it. Laziness only decides when views
/// are made while scrolling, so a preview lays out everything. Source: Containers.md §2.5
/// (cross-axis greed [U], `EstimatedConstants.lazyStacksFillCrossAxis`).
struct LazyStackLayout: LayoutAlgorithm {
    let stack: StackLayout

    func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode) -> Size {
        filled(stack.sizeThatFits(p, node: node), p, node: node)
    }

    func placements(in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> [ChildPlacement] {
        let cross = stack.axis.other
        let inner = stack.sizeThatFits(proposal, node: node)
        var innerSize = size
        innerSize[cross] = inner[cross]
        let shift = stack.alignment.defaultValue(ViewDimensions(size: size)) - stack.alignment.defaultValue(ViewDimensions(size: innerSize))
        return stack.placements(in: innerSize, proposal: proposal, node: node).map { placement in
            var moved = placement
            moved.origin[cross] += shift
            return moved
        }
    }

    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> Double? {
        combinedChildGuides(key, in: size, proposal: proposal, node: node)
    }

    func spacing(node: LayoutNode) -> ViewSpacing { stack.spacing(node: node) }
    func layoutPriority(node: LayoutNode) -> Double { stack.layoutPriority(node: node) }

    /// A finite proposal across the axis becomes the stack's length there, when it is longer.
    private func filled(_ size: Size, _ p: ProposedViewSize, node: LayoutNode) -> Size {
        let cross = stack.axis.other
        guard node.context.estimates.lazyStacksFillCrossAxis, let length = p[cross], length.isFinite else { return size }
        var result = size
        result[cross] = max(size[cross], length)
        return result
    }
}
