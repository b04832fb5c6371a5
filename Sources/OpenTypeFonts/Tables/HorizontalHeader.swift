/// The 'hhea' table: the font's own vertical metrics and how many glyphs have their own advance
/// in 'hmtx' (OpenType spec, "hhea").
public struct HorizontalHeader: Sendable {
    public let ascender: Int
    /// Negative below the baseline, as stored.
    public let descender: Int
    public let lineGap: Int
    public let numberOfHMetrics: Int

    public init(_ table: FontFileReader) throws {
        var reader = table
        try reader.skip(4)
        ascender = Int(try reader.readInt16())
        descender = Int(try reader.readInt16())
        lineGap = Int(try reader.readInt16())
        try reader.skip(24)
        numberOfHMetrics = Int(try reader.readUInt16())
    }
}
