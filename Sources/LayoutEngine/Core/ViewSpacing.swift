import ViewTree

/// A view's spacing preferences per edge, and the distance SwiftUI puts between two neighbours
/// when a stack's spacing is nil. Source: reference §2.2 (OpenSwiftUI `Spacing.swift`).
struct ViewSpacing {
    /// Edges in physical terms: stacks meet `right`→`left` (HStack) or `bottom`→`top` (VStack).
    enum SpacingEdge: Int, CaseIterable {
        case top, left, bottom, right
    }

    /// The text relations a preference can be about; nil means "generic".
    enum Category: Int {
        case textToText, edgeAboveText, edgeBelowText, textBaseline, edgeLeftText, edgeRightText
    }

    /// A preferred distance, or the metrics of a text edge (combined by `textToText`).
    enum Value {
        case distance(Double)
        case textTop(leading: Double)
        case textBottom(leading: Double)
    }

    struct Key: Hashable {
        var category: Category?
        var edge: SpacingEdge
    }

    private(set) var entries: [Key: Value]

    init(_ entries: [Key: Value] = [:]) {
        self.entries = entries
    }

    /// Default spacing between two views with no preference for each other: 8 pt on iOS (§2.2).
    static let defaultSpacing = 8.0

    /// Ordinary leaf: zero-distance text-relation keys only, so 8 pt to another leaf (§2.2 table).
    static let leaf = ViewSpacing([
        Key(category: .edgeBelowText, edge: .top): .distance(0),
        Key(category: .edgeAboveText, edge: .bottom): .distance(0),
        Key(category: .edgeRightText, edge: .left): .distance(0),
        Key(category: .edgeLeftText, edge: .right): .distance(0),
    ])

    /// Spacer: generic 0 on its stack's edges, or all four outside a stack (§2.2, §2.8).
    static func spacer(axis: Axis?) -> ViewSpacing {
        let edges: [SpacingEdge] = switch axis {
        case .horizontal: [.left, .right]
        case .vertical: [.top, .bottom]
        case nil: SpacingEdge.allCases
        }
        return ViewSpacing(Dictionary(uniqueKeysWithValues: edges.map { (Key(category: nil, edge: $0), Value.distance(0)) }))
    }

    /// Text publishes vertical keys only, from its font's metrics (§2.2 "Text").
    static func text(metrics m: FontMetrics, firstBaseline: Double, lastBaseline: Double, height: Double, pixel: Double) -> ViewSpacing {
        let lineHeight = m.ascender + m.descender
        let textSpacing = ceil(0.1 * lineHeight, pixel)
        let lineSpacing = lineHeight + textSpacing
        return ViewSpacing([
            Key(category: .textToText, edge: .top): .textBottom(leading: m.leading),
            Key(category: .textToText, edge: .bottom): .textTop(leading: m.leading),
            Key(category: .textBaseline, edge: .top): .distance(-firstBaseline),
            Key(category: .textBaseline, edge: .bottom): .distance(lastBaseline - height),
            Key(category: .edgeAboveText, edge: .top): .distance(lineSpacing - m.ascender),
            Key(category: .edgeBelowText, edge: .bottom): .distance(max(lineSpacing - m.capHeight, textSpacing + m.descender)),
        ])
    }

    private static func ceil(_ value: Double, _ pixel: Double) -> Double {
        (value / pixel - 1e-9).rounded(.up) * pixel
    }

    /// The distance from this view to `next` along `axis` (this one first). Algorithm: §2.2.
    func distance(to next: ViewSpacing, along axis: Axis, pixel: Double) -> Double {
        let (leadingEdge, trailingEdge): (SpacingEdge, SpacingEdge) = axis == .horizontal ? (.left, .right) : (.top, .bottom)
        let (source, sourceEdge, target, targetEdge) = entries.count >= next.entries.count
            ? (next, leadingEdge, self, trailingEdge)
            : (self, trailingEdge, next, leadingEdge)
        var best: Double?
        for (key, value) in source.entries where key.category != nil && key.edge == sourceEdge {
            guard let other = target.entries[Key(category: key.category, edge: targetEdge)],
                  let d = Self.combine(value, other, pixel: pixel) else { continue }
            best = max(best ?? -.infinity, d)
        }
        if let best { return best }
        let a = source.entries[Key(category: nil, edge: sourceEdge)]?.distance
        let b = target.entries[Key(category: nil, edge: targetEdge)]?.distance
        if a == nil && b == nil { return Self.defaultSpacing }
        return max(a ?? -.infinity, b ?? -.infinity)
    }

    /// `textToText` is the lower text's leading, ceiled to a pixel (iOS 17+ rule, §2.2).
    private static func combine(_ a: Value, _ b: Value, pixel: Double) -> Double? {
        switch (a, b) {
        case (.distance(let x), .distance(let y)): x + y
        case (.distance(let x), _): x
        case (_, .distance(let y)): y
        case (.textTop, .textBottom(let leading)), (.textBottom(let leading), .textTop):
            ceil(leading, pixel)
        default: nil
        }
    }

    /// Union, keeping the larger value per key (stacks, ZStack). Text metrics win over distances.
    func union(_ other: ViewSpacing, edges: Set<SpacingEdge> = Set(SpacingEdge.allCases)) -> ViewSpacing {
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

    /// Only the entries on the given edges.
    func restricted(to edges: Set<SpacingEdge>) -> ViewSpacing {
        ViewSpacing(entries.filter { edges.contains($0.key.edge) })
    }

    /// Replaces the preferences on `edges` with the ordinary-leaf ones (padding and frames, §2.2).
    func resettingToLeaf(_ edges: Set<SpacingEdge>) -> ViewSpacing {
        guard !edges.isEmpty else { return self }
        var kept = entries.filter { !edges.contains($0.key.edge) }
        for (key, value) in Self.leaf.entries where edges.contains(key.edge) { kept[key] = value }
        return ViewSpacing(kept)
    }
}

extension ViewSpacing.Value {
    var distance: Double? {
        if case .distance(let d) = self { return d }
        return nil
    }
}
