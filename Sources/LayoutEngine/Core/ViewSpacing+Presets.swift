import ViewTree

/// The spacing preferences the engine's own views publish (Layout.md §2.2 table).
extension ViewSpacing {
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

    /// Text publishes vertical keys only, from its font's metrics (§2.2 "Text"); the leading two
    /// texts meet at is ceiled to a pixel here, where the pixel is known.
    static func text(metrics m: FontMetrics, firstBaseline: Double, lastBaseline: Double, height: Double, pixel: Double) -> ViewSpacing {
        let lineHeight = m.ascender + m.descender
        let textSpacing = ceil(0.1 * lineHeight, pixel)
        let lineSpacing = lineHeight + textSpacing
        let leading = ceil(m.leading, pixel)
        return ViewSpacing([
            Key(category: .textToText, edge: .top): .textBottom(leading: leading),
            Key(category: .textToText, edge: .bottom): .textTop(leading: leading),
            Key(category: .textBaseline, edge: .top): .distance(-firstBaseline),
            Key(category: .textBaseline, edge: .bottom): .distance(lastBaseline - height),
            Key(category: .edgeAboveText, edge: .top): .distance(lineSpacing - m.ascender),
            Key(category: .edgeBelowText, edge: .bottom): .distance(max(lineSpacing - m.capHeight, textSpacing + m.descender)),
        ])
    }

    private static func ceil(_ value: Double, _ pixel: Double) -> Double {
        (value / pixel - 1e-9).rounded(.up) * pixel
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
