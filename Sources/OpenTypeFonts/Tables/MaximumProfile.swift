/// The 'maxp' table, read for the glyph count that sizes every per-glyph array (OpenType spec, "maxp").
public struct MaximumProfile: Sendable {
    public let numberOfGlyphs: Int

    public init(_ table: FontFileReader) throws {
        var reader = table
        try reader.skip(4)
        numberOfGlyphs = Int(try reader.readUInt16())
    }
}
