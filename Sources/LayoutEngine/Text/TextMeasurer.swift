import ViewTree

/// Measures text for the layout engine, so real fonts can be plugged in without touching layout.
public protocol TextMeasurer: Sendable {
    /// Vertical metrics for the font.
    func metrics(for font: ResolvedFont) -> FontMetrics
    /// The advance width of `text` on one line: glyph advances, kerning and letter-spacing.
    func width(of text: Substring, font: ResolvedFont) -> Double
    /// Each character's advance (letter-spacing included) and the kerning between each character
    /// and the next (`kerning.count == max(0, characters.count - 1)`), so line breaking can sum
    /// ranges instead of re-measuring strings.
    func advances(of characters: [Character], font: ResolvedFont) -> CharacterAdvances
    /// The letter-spacing a text style gets from the measurer's typeface (a stand-in font's
    /// correction towards SF's tracking); 0 unless the measurer says otherwise.
    func styleLetterSpacing(for font: ResolvedFont, style: ViewTree.Font.TextStyle?) -> Double
}

/// Per-character advances and pair kerning of one string.
public struct CharacterAdvances: Sendable {
    public var advances: [Double]
    public var kerning: [Double]

    public init(advances: [Double], kerning: [Double]) {
        self.advances = advances
        self.kerning = kerning
    }
}

extension TextMeasurer {
    public func styleLetterSpacing(for font: ResolvedFont, style: ViewTree.Font.TextStyle?) -> Double { 0 }

    /// Derives advances from `width(of:)`: one call per character and one per adjacent pair.
    public func advances(of characters: [Character], font: ResolvedFont) -> CharacterAdvances {
        let single = characters.map { width(of: Substring(String($0)), font: font) }
        let kerning = characters.indices.dropLast().map { i in
            width(of: Substring(String([characters[i], characters[i + 1]])), font: font) - single[i] - single[i + 1]
        }
        return CharacterAdvances(advances: single, kerning: kerning)
    }
}
