/// A GPOS pair-positioning lookup (type 2, possibly behind type 9 Extension subtables): its
/// subtables are tried in order and the first that applies to a pair wins (OpenType spec, GPOS
/// "Lookup type 2"; Text.md §3(a)).
public struct PairAdjustmentLookup: Sendable {
    public static let lookupType: UInt16 = 2

    public let flag: LookupFlag
    public let subtables: [PairAdjustmentSubtable]
    /// Per glyph: whether the flag makes this lookup skip it (precomputed from GDEF classes).
    private let ignoredGlyphs: [Bool]

    public init(_ lookup: LayoutLookup, definitions: GlyphDefinitions, glyphCount: Int) throws {
        flag = lookup.flag
        subtables = try lookup.subtables.map { try PairAdjustmentSubtable($0, glyphCount: glyphCount) }
        ignoredGlyphs = (0..<glyphCount).map { [flag] in flag.ignores(glyphClass: definitions.glyphClasses.class(of: UInt16($0))) }
    }

    /// Whether the lookup passes over this glyph, as if it were not in the run.
    @inline(__always)
    public func ignores(_ glyph: UInt16) -> Bool {
        Int(glyph) < ignoredGlyphs.count && ignoredGlyphs[Int(glyph)]
    }

    @inline(__always)
    public func adjustment(_ first: UInt16, _ second: UInt16) -> (value: PairValue, consumesSecondGlyph: Bool)? {
        for subtable in subtables {
            if let applied = subtable.adjustment(first, second) { return applied }
        }
        return nil
    }
}
