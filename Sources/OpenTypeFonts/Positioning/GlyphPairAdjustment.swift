/// PairPos format 1: explicit glyph pairs, stored as one sorted run of second glyphs per covered
/// first glyph so a lookup is an array read plus a short binary search (OpenType spec, GPOS
/// "Pair adjustment positioning format 1"). It applies only when the exact pair is listed.
public struct GlyphPairAdjustment: Sendable {
    private let coverage: Coverage
    /// Start of each pair set in `seconds`/`values`, plus the end.
    private let setStarts: [Int32]
    private let seconds: [UInt16]
    private let values: [PairValue]
    /// A non-empty second value format makes the shaper skip past the second glyph.
    public let consumesSecondGlyph: Bool

    public init(_ subtable: FontFileReader, glyphCount: Int) throws {
        var reader = subtable
        try reader.skip(2)
        let coverageOffset = Int(try reader.readUInt16())
        let format1 = ValueFormat(rawValue: try reader.readUInt16())
        let format2 = ValueFormat(rawValue: try reader.readUInt16())
        let setOffsets = try reader.readUInt16Array(Int(try reader.readUInt16()))
        var setStarts: [Int32] = [0]
        var seconds: [UInt16] = []
        var values: [PairValue] = []
        setStarts.reserveCapacity(setOffsets.count + 1)
        for offset in setOffsets {
            var set = try subtable.reader(at: subtable.position + Int(offset))
            let start = seconds.count
            for _ in 0..<Int(try set.readUInt16()) {
                seconds.append(try set.readUInt16())
                let first = try format1.readXAdvance(&set)
                values.append(PairValue(first: first, second: try format2.readXAdvance(&set)))
            }
            Self.sortUnique(&seconds, &values, from: start)
            setStarts.append(Int32(seconds.count))
        }
        coverage = try Coverage(try subtable.reader(at: subtable.position + coverageOffset), glyphCount: glyphCount)
        self.setStarts = setStarts
        self.seconds = seconds
        self.values = values
        consumesSecondGlyph = format2.rawValue != 0
    }

    /// The listed adjustment for the pair, nil when the pair is not listed.
    @inline(__always)
    public func adjustment(_ first: UInt16, _ second: UInt16) -> PairValue? {
        guard let set = coverage.index(of: first), set + 1 < setStarts.count else { return nil }
        var low = Int(setStarts[set])
        var high = Int(setStarts[set + 1])
        while low < high {
            let middle = (low + high) / 2
            if seconds[middle] < second { low = middle + 1 } else { high = middle }
        }
        return low < setStarts[set + 1] && seconds[low] == second ? values[low] : nil
    }

    /// Orders the records from `start` on by second glyph, keeping the first record when a glyph
    /// is listed twice. The spec lists a set's records in that order already, so a set read in
    /// strictly increasing order is left as it is, without sorting.
    private static func sortUnique(_ seconds: inout [UInt16], _ values: inout [PairValue], from start: Int) {
        guard start < seconds.count, zip(seconds[start...], seconds[(start + 1)...]).contains(where: { $0 >= $1 }) else { return }
        let order = (start..<seconds.count).sorted { (seconds[$0], $0) < (seconds[$1], $1) }
        var sortedSeconds: [UInt16] = [], sortedValues: [PairValue] = []
        for index in order where sortedSeconds.last != seconds[index] {
            sortedSeconds.append(seconds[index])
            sortedValues.append(values[index])
        }
        seconds.replaceSubrange(start..., with: sortedSeconds)
        values.replaceSubrange(start..., with: sortedValues)
    }
}
