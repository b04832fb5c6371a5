import ViewTree

/// The alignment guides a subtree can give an explicit value for (Layout.md §6.3): the text
/// baselines of Text and symbol images, the key of an `alignmentGuide`, and any guide on the axes
/// a custom `Layout` answers `explicitAlignment` for. Containers and modifiers only pass on their
/// children's values, so a subtree without these answers nil, and asking it can be skipped.
struct ExplicitGuides {
    private var keys: [AlignmentKey] = []
    private var axes: Axis.Set = []

    static let none = ExplicitGuides()
    static let textBaselines = ExplicitGuides(keys: [VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key])

    init(keys: [AlignmentKey] = [], axes: Axis.Set = []) {
        self.keys = keys
        self.axes = axes
    }

    /// What any of `nodes` can answer.
    static func union(of nodes: [LayoutNode]) -> ExplicitGuides {
        nodes.reduce(into: ExplicitGuides()) { $0.formUnion($1.explicitGuides) }
    }

    func includes(_ key: AlignmentKey) -> Bool {
        axes.includes(key.axis) || keys.contains(key)
    }

    mutating func formUnion(_ other: ExplicitGuides) {
        axes.formUnion(other.axes)
        for key in other.keys where !keys.contains(key) { keys.append(key) }
    }
}
