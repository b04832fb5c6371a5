/// A view's spacing preferences per edge, and the distance SwiftUI puts between two neighbours
/// when a stack's spacing is nil, as SwiftUI's `ViewSpacing`. Source: Layout.md §2.2
/// (OpenSwiftUI `Spacing.swift`); custom layouts read it through `LayoutSubview.spacing`
/// (Containers.md §4.4).
public struct ViewSpacing: Sendable {
    /// Edges in physical terms: stacks meet `right`→`left` (HStack) or `bottom`→`top` (VStack).
    package enum SpacingEdge: Int, CaseIterable, Sendable {
        case top, left, bottom, right
    }

    /// The text relations a preference can be about; nil means "generic".
    package enum Category: Int, Sendable {
        case textToText, edgeAboveText, edgeBelowText, textBaseline, edgeLeftText, edgeRightText
    }

    /// A preferred distance, or the pixel-ceiled leading of a text edge (combined by `textToText`).
    package enum Value: Sendable {
        case distance(Double)
        case textTop(leading: Double)
        case textBottom(leading: Double)
    }

    package struct Key: Hashable, Sendable {
        package var category: Category?
        package var edge: SpacingEdge

        package init(category: Category?, edge: SpacingEdge) {
            self.category = category
            self.edge = edge
        }
    }

    package private(set) var entries: [Key: Value]

    package init(_ entries: [Key: Value]) {
        self.entries = entries
    }

    /// No preference on any edge: 8 pt to another view without one (§2.2).
    public init() {
        self.entries = [:]
    }

    /// Zero on every edge (Containers.md §4.4).
    public static let zero = ViewSpacing(Dictionary(uniqueKeysWithValues: SpacingEdge.allCases.map { (Key(category: nil, edge: $0), Value.distance(0)) }))

    /// Default spacing between two views with no preference for each other: 8 pt on iOS (§2.2).
    public static let defaultSpacing = 8.0

    /// The distance from this view to `next` along `axis` (this one first), the smallest that
    /// satisfies both views' preferences. Algorithm: Layout.md §2.2.
    public func distance(to next: ViewSpacing, along axis: Axis) -> Double {
        let (leadingEdge, trailingEdge): (SpacingEdge, SpacingEdge) = axis == .horizontal ? (.left, .right) : (.top, .bottom)
        let (source, sourceEdge, target, targetEdge) = entries.count >= next.entries.count
            ? (next, leadingEdge, self, trailingEdge)
            : (self, trailingEdge, next, leadingEdge)
        var best: Double?
        for (key, value) in source.entries where key.category != nil && key.edge == sourceEdge {
            guard let other = target.entries[Key(category: key.category, edge: targetEdge)],
                  let d = Self.combine(value, other) else { continue }
            best = max(best ?? -.infinity, d)
        }
        if let best { return best }
        let a = source.entries[Key(category: nil, edge: sourceEdge)]?.distance
        let b = target.entries[Key(category: nil, edge: targetEdge)]?.distance
        if a == nil && b == nil { return Self.defaultSpacing }
        return max(a ?? -.infinity, b ?? -.infinity)
    }

    /// `textToText` is the lower text's leading, already ceiled to a pixel (iOS 17+ rule, §2.2).
    private static func combine(_ a: Value, _ b: Value) -> Double? {
        switch (a, b) {
        case (.distance(let x), .distance(let y)): x + y
        case (.distance(let x), _): x
        case (_, .distance(let y)): y
        case (.textTop, .textBottom(let leading)), (.textBottom(let leading), .textTop): leading
        default: nil
        }
    }

    /// Union, keeping the larger value per key (stacks, ZStack). Text metrics win over distances.
    package func union(_ other: ViewSpacing, edges: Set<SpacingEdge>) -> ViewSpacing {
        var merged = entries
        for (key, value) in other.entries where edges.contains(key.edge) {
            if let existing = merged[key], let a = existing.distance, let b = value.distance {
                merged[key] = .distance(max(a, b))
            } else if merged[key] == nil || value.distance == nil {
                merged[key] = value
            }
        }
        return ViewSpacing(merged)
    }

    /// SwiftUI's `union(_:edges:)` in layout-direction terms (left to right).
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        union(other, edges: Self.physical(edges))
    }

    /// SwiftUI's `formUnion(_:edges:)`.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        self = union(other, edges: edges)
    }

    private static func physical(_ edges: Edge.Set) -> Set<SpacingEdge> {
        var result: Set<SpacingEdge> = []
        if edges.contains(.top) { result.insert(.top) }
        if edges.contains(.leading) { result.insert(.left) }
        if edges.contains(.bottom) { result.insert(.bottom) }
        if edges.contains(.trailing) { result.insert(.right) }
        return result
    }
}

extension ViewSpacing.Value {
    package var distance: Double? {
        if case .distance(let d) = self { return d }
        return nil
    }
}
