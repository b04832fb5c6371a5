/// The 'head' table: the design grid every other metric is expressed in (OpenType spec, "head").
public struct FontHeader: Sendable {
    /// Font units per em; Inter 3.19 uses 2816, Fira Code 1950 (Text.md §2.2).
    public let unitsPerEm: Int
    /// 'loca' offsets are 16-bit halves (0) or 32-bit bytes (1).
    public let indexToLocFormat: Int

    public init(_ table: FontFileReader) throws {
        var reader = table
        try reader.skip(18)
        unitsPerEm = Int(try reader.readUInt16())
        guard (16...16384).contains(unitsPerEm) else {
            throw OpenTypeError.invalidTable("head", reason: "unitsPerEm \(unitsPerEm) is outside 16...16384")
        }
        try reader.skip(30)
        indexToLocFormat = Int(try reader.readInt16())
    }
}
