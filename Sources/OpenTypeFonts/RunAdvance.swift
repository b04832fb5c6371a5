/// What measuring a run yields before scaling: the font-unit advance (glyph advances plus
/// kerning) and the character count that letter-spacing multiplies (Text.md §6 "Measurer").
public struct RunAdvance: Hashable, Sendable {
    /// Advances plus pair kerning, in font units.
    public var fontUnits: Int
    /// Visible grapheme clusters (Swift `Character`s that are not only default-ignorables):
    /// Chromium adds letter-spacing after each one.
    public var characterCount: Int

    public init(fontUnits: Int, characterCount: Int) {
        self.fontUnits = fontUnits
        self.characterCount = characterCount
    }
}
