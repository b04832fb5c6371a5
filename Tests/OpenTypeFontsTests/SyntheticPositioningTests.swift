import Testing
@testable import OpenTypeFonts

/// Layout-table paths the shipped fonts do not take, on a hand-assembled GPOS: the 'DFLT' script
/// fallback, an Extension (type 9) lookup, a second value record that consumes the second glyph,
/// an unsorted pair set, and IgnoreMarks with a GDEF class definition (OpenType spec, GPOS/GDEF).
@Suite struct SyntheticPositioningTests {
    /// Big-endian bytes from 16-bit words.
    private static func bytes(_ words: [Int]) -> [UInt8] {
        words.flatMap { [UInt8(truncatingIfNeeded: $0 >> 8), UInt8(truncatingIfNeeded: $0)] }
    }

    private static func tag(_ text: String) -> [Int] {
        let b = Array(text.utf8).map(Int.init)
        return [b[0] << 8 | b[1], b[2] << 8 | b[3]]
    }

    /// GPOS with one 'kern' lookup (type 9 wrapping type 2, format 1) for first glyph 2:
    /// (2, 5) → −50 on the first glyph and +10 on the second; (2, 3) → −20 and 0; (2, 2) → −5 and 0.
    private static func positioning(flag: Int) -> [UInt8] {
        let header = [0x0001, 0x0000, 10, 30, 44]
        let scriptList = [1] + tag("DFLT") + [8, 4, 0, 0, 0xFFFF, 1, 0]
        let featureList = [1] + tag("kern") + [8, 0, 1, 0]
        let lookupList = [1, 4, 9, flag, 1, 8]
        let extensionSubtable = [1, 2, 0, 8]
        let pairPositioning = [1, 32, 0x0004, 0x0004, 1, 12, 3, 5, -50, 10, 3, -20, 0, 2, -5, 0, 1, 1, 2]
        return bytes(header + scriptList + featureList + lookupList + extensionSubtable + pairPositioning)
    }

    /// GDEF 1.0 whose class definition (format 2) makes glyph 7 a mark.
    private static let definitions = bytes([0x0001, 0x0000, 12, 0, 0, 0, 2, 1, 7, 7, 3])

    private func kerning(flag: Int) throws -> PairKerning {
        let table = try LayoutTable(FontFileReader(bytes: Self.positioning(flag: flag)), tag: "GPOS")
        let definitions = try GlyphDefinitions(FontFileReader(bytes: Self.definitions), glyphCount: 10)
        return try PairKerning(table, definitions: definitions, glyphCount: 10)
    }

    private func adjustment(_ kerning: PairKerning, _ glyphs: [UInt16]) -> Int {
        glyphs.withUnsafeBufferPointer { kerning.adjustment(of: $0) }
    }

    @Test func extensionLookupIsUnwrappedAndPairsAreFound() throws {
        let kerning = try kerning(flag: 0)
        let lookup = try #require(kerning.lookups.first)
        #expect(kerning.lookups.count == 1)
        #expect(lookup.adjustment(2, 5)?.value == PairValue(first: -50, second: 10))
        #expect(lookup.adjustment(2, 3)?.value == PairValue(first: -20, second: 0))
        #expect(lookup.adjustment(2, 2)?.value == PairValue(first: -5, second: 0))
        #expect(lookup.adjustment(2, 4) == nil)
        #expect(lookup.adjustment(5, 2) == nil)
    }

    /// With a second value format the shaper moves past the second glyph: in 2 2 5 the pair
    /// (2, 2) applies and its second 2 starts no pair, so (2, 5) does not (−5, not −45).
    @Test func secondValueConsumesTheSecondGlyph() throws {
        let kerning = try kerning(flag: 0)
        #expect(adjustment(kerning, [2, 2, 5]) == -5)
        #expect(adjustment(kerning, [2, 5, 2, 3]) == -60)
        #expect(adjustment(kerning, [2, 4, 2, 5]) == -40)
    }

    @Test func ignoreMarksKernsAcrossAMark() throws {
        #expect(adjustment(try kerning(flag: 0x0008), [2, 7, 5]) == -40)
        #expect(adjustment(try kerning(flag: 0), [2, 7, 5]) == 0)
    }
}
