/// The parts of the 'OS/2' table the renderer and tests use: weight class and, from version 2 on,
/// cap and x heights (OpenType spec, "OS/2"). Layout itself uses SF's metrics (Text.md §6).
public struct OS2Metrics: Sendable {
    public let weightClass: Int
    /// nil before table version 2, which introduced the field.
    public let capHeight: Int?
    public let xHeight: Int?

    public init(_ table: FontFileReader) throws {
        var reader = table
        let version = try reader.readUInt16()
        try reader.skip(2)
        weightClass = Int(try reader.readUInt16())
        guard version >= 2 else {
            capHeight = nil
            xHeight = nil
            return
        }
        reader = try table.reader(at: table.position + 86)
        xHeight = Int(try reader.readInt16())
        capHeight = Int(try reader.readInt16())
    }
}
