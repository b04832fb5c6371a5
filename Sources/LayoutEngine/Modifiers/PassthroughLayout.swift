import ViewTree

/// Modifiers with no layout of their own (environment, drawing effects, border, custom views,
/// layoutPriority, trait writers such as `gridCellColumns` and `layoutValue`): the child's size,
/// guides, spacing and priority pass straight through (Layout.md §2.5, §3.3, §5.4, §5.6;
/// Containers.md §1.4, §4.4).
struct PassthroughLayout: LayoutAlgorithm {
    /// Set by `.layoutPriority(_:)`; nil forwards the child's priority.
    var priority: Double?
    /// Set by a trait-writing modifier.
    var trait: LayoutTraits.Setting?

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> Size {
        node.children.first?.sizeThatFits(proposal) ?? .zero
    }

    func placements(in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> [ChildPlacement] {
        node.children.prefix(1).map { ChildPlacement(child: $0, origin: .zero, proposal: proposal) }
    }

    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> Double? {
        node.children.first?.explicitAlignment(key, proposal: proposal)
    }

    func spacing(node: LayoutNode) -> ViewSpacing { node.children.first?.spacing ?? ViewSpacing() }

    func layoutPriority(node: LayoutNode) -> Double { priority ?? node.children.first?.layoutPriority ?? 0 }
    var forwardsContentTraits: Bool { true }

    func applyTraits(to traits: inout LayoutTraits) {
        if let trait { traits.apply(trait) }
    }
}
