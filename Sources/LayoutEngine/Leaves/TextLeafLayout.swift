import ViewTree

/// Text as a layout leaf: sized by `TextLayout`, exposing its baselines as explicit guides and
/// publishing text spacing preferences (reference §2.2, §6.3 item 2, §7).
struct TextLeafLayout: LayoutAlgorithm {
    let text: TextLayout

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> Size {
        node.textLayout(proposal).size
    }

    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> Double? {
        let result = node.textLayout(proposal)
        if key == VerticalAlignment.firstTextBaseline.key { return result.firstBaseline }
        if key == VerticalAlignment.lastTextBaseline.key { return result.lastBaseline }
        return nil
    }

    func spacing(node: LayoutNode) -> ViewSpacing {
        let ideal = node.textLayout(.unspecified)
        return .text(
            metrics: ideal.metrics, firstBaseline: ideal.firstBaseline, lastBaseline: ideal.lastBaseline,
            height: ideal.size.height, pixel: node.context.pixel)
    }
}
