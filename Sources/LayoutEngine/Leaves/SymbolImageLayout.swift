import ViewTree

/// `Image(systemName:)`: a glyph box sized by the current font and sitting on the text baseline
/// like a character. SF Symbols have per-glyph sizes (Layout.md §8.3 [U]); Fieldguide uses one
/// box for every symbol: the font's line height tall and 1.2 em wide, pixel-ceiled.
struct SymbolImageLayout: LayoutAlgorithm {
    let font: ResolvedFont
    let metrics: FontMetrics
    var scale: ImageScale = .medium

    /// How much `imageScale` enlarges a symbol's box: SF Symbols' small and large scales are
    /// about 0.8 and 1.3 of medium [U: read off Apple's SF Symbols app, not documented].
    static func factor(_ scale: ImageScale) -> Double {
        switch scale {
        case .small: 0.8
        case .medium: 1
        case .large: 1.3
        }
    }

    func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode) -> Size {
        naturalSize(node.context)
    }

    /// The glyph box; a `.resizable()` symbol uses it as its intrinsic size and then takes the
    /// size it is offered, like any resizable image (Apple doc `Image.resizable`).
    func naturalSize(_ ctx: LayoutContext) -> Size {
        let factor = Self.factor(scale)
        return Size(width: ctx.ceilToPixel(1.2 * font.size * factor), height: ctx.ceilToPixel(metrics.lineHeight * factor))
    }

    /// Symbols expose text baselines, so they sit on the baseline in baseline-aligned stacks.
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> Double? {
        key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key ? metrics.ascender : nil
    }

    func explicitGuides(node: LayoutNode) -> ExplicitGuides { .textBaselines }
}
