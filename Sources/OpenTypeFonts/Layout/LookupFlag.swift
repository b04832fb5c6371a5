/// A lookup's flags; the ignore bits make glyphs of a GDEF class invisible to the lookup, so
/// Inter's kerning (flag IgnoreMarks) kerns across combining marks (OpenType spec, "Lookup table").
public struct LookupFlag: OptionSet, Sendable {
    public let rawValue: UInt16

    public init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    public static let ignoreBaseGlyphs = LookupFlag(rawValue: 0x0002)
    public static let ignoreLigatures = LookupFlag(rawValue: 0x0004)
    public static let ignoreMarks = LookupFlag(rawValue: 0x0008)

    /// Whether a glyph of this GDEF class is skipped by the lookup. Mark attachment types and
    /// mark filtering sets only refine which marks are skipped; they are not read.
    @inline(__always)
    public func ignores(glyphClass: UInt16) -> Bool {
        switch glyphClass {
        case GlyphDefinitions.baseClass: contains(.ignoreBaseGlyphs)
        case GlyphDefinitions.ligatureClass: contains(.ignoreLigatures)
        case GlyphDefinitions.markClass: contains(.ignoreMarks)
        default: false
        }
    }
}
