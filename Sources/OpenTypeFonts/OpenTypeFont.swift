/// A parsed, immutable OpenType/TrueType font reduced to what measuring Latin text needs:
/// cmap, advances, GDEF classes, GPOS `kern` pairs and GSUB `tnum` (Text.md §3(a)). A class,
/// so the measurer and the library share one copy of its tables.
public final class OpenTypeFont: Sendable {
    public let unitsPerEm: Int
    public let glyphCount: Int
    public let horizontalHeader: HorizontalHeader
    /// nil when the font has no 'OS/2' table.
    public let os2: OS2Metrics?
    public let characterMap: CharacterMap
    public let horizontalMetrics: HorizontalMetrics
    public let glyphDefinitions: GlyphDefinitions
    public let kerning: PairKerning
    /// `tnum`, for `.monospacedDigit()`.
    public let tabularFigureSubstitution: SingleSubstitution
    /// Advances as a shaper leaves them: mark glyphs zero-width (HarfBuzz zeroes GDEF marks).
    let shapedAdvances: [Int32]

    public static let tabularFiguresFeature: OpenTypeTag = "tnum"

    public init(bytes: [UInt8]) throws {
        let file = FontFileReader(bytes: bytes)
        let directory = try TableDirectory(file)
        unitsPerEm = try FontHeader(try directory.reader(for: "head", in: file)).unitsPerEm
        glyphCount = try MaximumProfile(try directory.reader(for: "maxp", in: file)).numberOfGlyphs
        horizontalHeader = try HorizontalHeader(try directory.reader(for: "hhea", in: file))
        os2 = try directory.optionalReader(for: "OS/2", in: file).map(OS2Metrics.init)
        characterMap = try CharacterMap(try directory.reader(for: "cmap", in: file), glyphCount: glyphCount)
        horizontalMetrics = try HorizontalMetrics(
            try directory.reader(for: "hmtx", in: file), numberOfHMetrics: horizontalHeader.numberOfHMetrics, glyphCount: glyphCount)
        glyphDefinitions = try GlyphDefinitions(try directory.optionalReader(for: "GDEF", in: file), glyphCount: glyphCount)
        let positioning = try directory.optionalReader(for: "GPOS", in: file).map { try LayoutTable($0, tag: "GPOS") }
        kerning = try PairKerning(positioning, definitions: glyphDefinitions, glyphCount: glyphCount)
        let substitution = try directory.optionalReader(for: "GSUB", in: file).map { try LayoutTable($0, tag: "GSUB") }
        tabularFigureSubstitution = try SingleSubstitution(
            substitution, feature: Self.tabularFiguresFeature, definitions: glyphDefinitions, glyphCount: glyphCount)
        shapedAdvances = (0..<glyphCount).map { [horizontalMetrics, glyphDefinitions] glyph in
            glyphDefinitions.isMark(UInt16(glyph)) ? 0 : Int32(horizontalMetrics.advance(of: UInt16(glyph)))
        }
    }
}
