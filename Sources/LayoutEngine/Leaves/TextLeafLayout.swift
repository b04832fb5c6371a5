import ViewTree

/// Text as a layout leaf: sized by `TextLayout`, exposing its baselines as explicit guides and
/// publishing text spacing preferences (Layout.md §2.2, §6.3 item 2, §7).
struct TextLeafLayout: LayoutAlgorithm {
    let text: TextLayout

    var textLayout: TextLayout? { text }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> Size {
        node.textSizing(proposal).size
    }

    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> Double? {
        let s = node.textSizing(proposal)
        if key == VerticalAlignment.firstTextBaseline.key { return s.firstBaseline }
        if key == VerticalAlignment.lastTextBaseline.key { return s.lastBaseline }
        return nil
    }

    func explicitGuides(node: LayoutNode) -> ExplicitGuides { .textBaselines }

    func spacing(node: LayoutNode) -> ViewSpacing {
        let ideal = node.textSizing(.unspecified)
        return .text(
            metrics: ideal.metrics, firstBaseline: ideal.firstBaseline, lastBaseline: ideal.lastBaseline,
            height: ideal.size.height, pixel: node.context.pixel)
    }
}
