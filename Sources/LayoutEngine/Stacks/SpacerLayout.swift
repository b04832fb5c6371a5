import ViewTree

/// Spacer: `minLength` (default 8) along its stack's axis, zero across it, priority −∞, and 0 pt
/// to its neighbours. Source: Layout.md §2.5, §2.8 (zenn.dev/ueeek; OpenSwiftUI `Spacer.swift`).
struct SpacerLayout: LayoutAlgorithm {
    let minLength: Double?
    let axis: Axis?

    /// Default minimum: the system spacing, 8 pt (§2.8).
    static let defaultMinLength = 8.0

    func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode) -> Size {
        let length = minLength ?? Self.defaultMinLength
        let width = max(p.width ?? -.infinity, length)
        let height = max(p.height ?? -.infinity, length)
        switch axis {
        case .horizontal: return Size(width: width, height: 0)
        case .vertical: return Size(width: 0, height: height)
        case nil: return Size(width: width, height: height)
        }
    }

    func spacing(node: LayoutNode) -> ViewSpacing { .spacer(axis: axis) }
    func layoutPriority(node: LayoutNode) -> Double { -.infinity }
    var isSpacer: Bool { true }
}
