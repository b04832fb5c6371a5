/// PairPos format 2: a class-by-class matrix of adjustments (OpenType spec, GPOS "Pair adjustment
/// positioning format 2"). It applies to every covered first glyph, with zero for unlisted class
/// pairs, so later subtables of the lookup are not consulted (as in HarfBuzz).
public struct ClassPairAdjustment: Sendable {
    private let coverage: Coverage
    private let firstClasses: ClassDefinition
    private let secondClasses: ClassDefinition
    private let firstClassCount: Int
    private let secondClassCount: Int
    /// Row-major `firstClassCount × secondClassCount` matrix.
    private let values: [PairValue]
    /// A non-empty second value format makes the shaper skip past the second glyph.
    public let consumesSecondGlyph: Bool

    public init(_ subtable: FontFileReader, glyphCount: Int) throws {
        var reader = subtable
        try reader.skip(2)
        let coverageOffset = Int(try reader.readUInt16())
        let format1 = ValueFormat(rawValue: try reader.readUInt16())
        let format2 = ValueFormat(rawValue: try reader.readUInt16())
        let firstClassesOffset = Int(try reader.readUInt16())
        let secondClassesOffset = Int(try reader.readUInt16())
        firstClassCount = Int(try reader.readUInt16())
        secondClassCount = Int(try reader.readUInt16())
        var values: [PairValue] = []
        values.reserveCapacity(firstClassCount * secondClassCount)
        for _ in 0..<(firstClassCount * secondClassCount) {
            let first = try format1.readXAdvance(&reader)
            values.append(PairValue(first: first, second: try format2.readXAdvance(&reader)))
        }
        self.values = values
        coverage = try Coverage(try subtable.reader(at: subtable.position + coverageOffset), glyphCount: glyphCount)
        firstClasses = try ClassDefinition(try subtable.reader(at: subtable.position + firstClassesOffset), glyphCount: glyphCount)
        secondClasses = try ClassDefinition(try subtable.reader(at: subtable.position + secondClassesOffset), glyphCount: glyphCount)
        consumesSecondGlyph = format2.rawValue != 0
    }

    /// The matrix entry for the pair's classes, nil when the first glyph is not covered.
    @inline(__always)
    public func adjustment(_ first: UInt16, _ second: UInt16) -> PairValue? {
        guard coverage.index(of: first) != nil else { return nil }
        let row = Int(firstClasses.class(of: first))
        let column = Int(secondClasses.class(of: second))
        guard row < firstClassCount, column < secondClassCount else { return nil }
        return values[row * secondClassCount + column]
    }
}
