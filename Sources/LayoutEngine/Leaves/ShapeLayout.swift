import ViewTree

/// Shapes fill the proposal (nil → 10); a Circle answers the largest square that fits, since
/// iOS 16 (Layout.md §8.2, [R] OpenSwiftUI `Shapes.swift`).
struct ShapeLayout: LayoutAlgorithm {
    let shape: ShapeKind

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> Size {
        let size = proposal.replacingUnspecifiedDimensions()
        guard case .circle = shape else { return size }
        let side = min(size.width, size.height)
        return Size(width: side, height: side)
    }
}
