import ViewTree

/// Measures text for the layout engine, so real fonts can be plugged in without touching layout.
public protocol TextMeasurer: Sendable {
    /// Vertical metrics for the font.
    func metrics(for font: ResolvedFont) -> FontMetrics
    /// The advance width of `text` on one line: glyph advances, kerning and letter-spacing.
    func width(of text: Substring, font: ResolvedFont) -> Double
    /// The letter-spacing a text style gets from the measurer's typeface (a stand-in font's
    /// correction towards SF's tracking); 0 unless the measurer says otherwise.
    func styleLetterSpacing(for font: ResolvedFont, style: ViewTree.Font.TextStyle?) -> Double
}

extension TextMeasurer {
    public func styleLetterSpacing(for font: ResolvedFont, style: ViewTree.Font.TextStyle?) -> Double { 0 }
}
