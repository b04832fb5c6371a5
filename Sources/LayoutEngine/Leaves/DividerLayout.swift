import ViewTree

/// Divider: one pixel thick across its stack's axis (1 pt at accessibility sizes), filling the
/// proposal along it (nil → 10). Source: Layout.md §9 (OpenSwiftUI `PlainDividerStyle`).
struct DividerLayout: LayoutAlgorithm {
    /// The stack the divider is in; vertical lines in an HStack, horizontal ones elsewhere.
    let axis: Axis?

    func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode) -> Size {
        let thickness = node.environment.dynamicTypeSize.isAccessibilitySize ? 1 : node.context.pixel
        let filled = p.replacingUnspecifiedDimensions()
        return axis == .horizontal
            ? Size(width: thickness, height: filled.height)
            : Size(width: filled.width, height: thickness)
    }
}
