/// The exact test measurer: every character is 1 em wide, ascent 0.8 em, descent 0.2 em,
/// like the Ahem font Taffy and Yoga test with, so layout fixtures have exact text sizes.
public struct AhemTextMeasurer: TextMeasurer {
    public init() {}

    public func metrics(for font: ResolvedFont) -> FontMetrics {
        FontMetrics(ascender: 0.8 * font.size, descender: 0.2 * font.size, leading: 0, capHeight: 0.8 * font.size)
    }

    public func width(of text: Substring, font: ResolvedFont) -> Double {
        Double(text.count) * (font.size + font.letterSpacing)
    }

    public func advances(of characters: [Character], font: ResolvedFont) -> CharacterAdvances {
        CharacterAdvances(
            advances: Array(repeating: font.size + font.letterSpacing, count: characters.count),
            kerning: Array(repeating: 0, count: max(0, characters.count - 1)))
    }
}
