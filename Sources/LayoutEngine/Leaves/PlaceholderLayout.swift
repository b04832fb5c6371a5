import ViewTree

/// A view the evaluator could not build: a box sized to its label so the gap stays visible.
/// Not SwiftUI behaviour; Fieldguide's own choice for unknown views.
struct PlaceholderLayout: LayoutAlgorithm {
    let label: String

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> Size {
        let ideal = Size(width: Double(label.count) * 8 + 24, height: 32)
        return Size(width: min(proposal.width ?? ideal.width, ideal.width), height: ideal.height)
    }
}
