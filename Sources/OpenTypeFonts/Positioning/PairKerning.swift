/// The font's `kern` feature as GPOS pair adjustments, applied to a glyph run the way a shaper
/// does: lookup by lookup, each walking the run pair by pair and skipping the glyphs its flags
/// ignore (Text.md §3(a); HarfBuzz's GPOS application order).
public struct PairKerning: Sendable {
    public let lookups: [PairAdjustmentLookup]

    public static let feature: OpenTypeTag = "kern"

    /// Reads the `kern` feature of `GPOS` (none when the font has no GPOS). Lookups of other types
    /// in that feature (contextual kerning) are not read: the fonts we ship do not use them.
    public init(_ positioning: LayoutTable?, definitions: GlyphDefinitions, glyphCount: Int) throws {
        let lookups = try positioning?.lookups(for: Self.feature) ?? []
        self.lookups = try lookups
            .filter { $0.type == PairAdjustmentLookup.lookupType }
            .map { try PairAdjustmentLookup($0, definitions: definitions, glyphCount: glyphCount) }
    }

    /// Sum of every pair adjustment in the run, in font units.
    public func adjustment(of glyphs: UnsafeBufferPointer<UInt16>) -> Int {
        lookups.reduce(0) { $0 + adjustment(of: glyphs, by: $1) }
    }

    /// The adjustment between two adjacent glyphs, every lookup applied (a two-glyph run).
    public func adjustment(_ first: UInt16, _ second: UInt16) -> Int {
        var pair = [first, second]
        return pair.withUnsafeMutableBufferPointer { adjustment(of: UnsafeBufferPointer($0)) }
    }

    /// One lookup's pass: at each glyph the lookup does not ignore, pair it with the next such
    /// glyph; after a match continue at the second glyph (or after it, when it was consumed).
    private func adjustment(of glyphs: UnsafeBufferPointer<UInt16>, by lookup: PairAdjustmentLookup) -> Int {
        var total = 0
        var index = 0
        while index < glyphs.count {
            guard !lookup.ignores(glyphs[index]) else {
                index += 1
                continue
            }
            var next = index + 1
            while next < glyphs.count, lookup.ignores(glyphs[next]) { next += 1 }
            guard next < glyphs.count else { break }
            if let applied = lookup.adjustment(glyphs[index], glyphs[next]) {
                total += applied.value.total
                index = applied.consumesSecondGlyph ? next + 1 : next
            } else {
                index += 1
            }
        }
        return total
    }
}
