/// One subtable of a pair-positioning lookup, in either of its two formats (OpenType spec, GPOS
/// lookup type 2).
public enum PairAdjustmentSubtable: Sendable {
    case glyphPairs(GlyphPairAdjustment)
    case classPairs(ClassPairAdjustment)

    public init(_ subtable: FontFileReader, glyphCount: Int) throws {
        var reader = subtable
        switch try reader.readUInt16() {
        case 1: self = .glyphPairs(try GlyphPairAdjustment(subtable, glyphCount: glyphCount))
        case 2: self = .classPairs(try ClassPairAdjustment(subtable, glyphCount: glyphCount))
        case let format: throw OpenTypeError.unsupportedFormat(structure: "pair positioning", format: Int(format))
        }
    }

    /// The adjustment when this subtable applies to the pair, and whether it consumes the second glyph.
    @inline(__always)
    public func adjustment(_ first: UInt16, _ second: UInt16) -> (value: PairValue, consumesSecondGlyph: Bool)? {
        switch self {
        case .glyphPairs(let table): table.adjustment(first, second).map { ($0, table.consumesSecondGlyph) }
        case .classPairs(let table): table.adjustment(first, second).map { ($0, table.consumesSecondGlyph) }
        }
    }
}
