/// SwiftUI's `LayoutSubview`: a custom layout's handle on one child, to measure, read and place
/// it (Containers.md §4.4).
public struct LayoutSubview {
    let backend: any LayoutSubviewBackend
    /// The child's position among the layout's subviews (ForEach and Group flattened).
    public let index: Int

    /// The child's size for a proposal; free to call any number of times.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        backend.sizeThatFits(subview: index, proposal)
    }

    /// Size and alignment guides for a proposal.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        backend.dimensions(subview: index, proposal)
    }

    /// Sizes the child with `proposal` and puts its `anchor` at `position` (canvas coordinates,
    /// as the bounds passed to `placeSubviews`); only valid inside `placeSubviews` (§4.3).
    public func place(at position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        backend.place(subview: index, at: position, anchor: anchor, proposal: proposal)
    }

    /// The child's `layoutPriority` (−∞ for a Spacer).
    public var priority: Double { backend.priority(subview: index) }

    /// The child's spacing preferences, for `ViewSpacing.distance(to:along:)`.
    public var spacing: ViewSpacing { backend.spacing(subview: index) }

    /// The value set with `.layoutValue(key:value:)` on the child, nil when it sets none (the
    /// caller then uses the key's `defaultValue`).
    public subscript(layoutValue key: String) -> (any Sendable)? {
        backend.layoutValue(subview: index, key: key)
    }
}
