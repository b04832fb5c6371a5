import LayoutEngine

/// Apple's system font metrics in its 2048-unit em, which layout uses whatever font draws the
/// glyphs (Text.md §1.3 and §6 "Layout metrics"; Layout.md §7.2).
public enum SystemFontMetrics {
    public static let unitsPerEm = 2048.0
    public static let ascender = 1950.0
    /// Magnitude below the baseline.
    public static let descender = 494.0
    public static let lineGap = 0.0
    public static let capHeight = 1443.0
    /// SF Mono's advance, the same for every glyph and weight (Text.md §1.3).
    public static let monospacedAdvance = 1266.0

    /// SF's vertical metrics at `size` points: 17 pt gives a 20.287109375 pt line.
    public static func metrics(size: Double) -> FontMetrics {
        FontMetrics(
            ascender: ascender / unitsPerEm * size,
            descender: descender / unitsPerEm * size,
            leading: lineGap / unitsPerEm * size,
            capHeight: capHeight / unitsPerEm * size)
    }
}
