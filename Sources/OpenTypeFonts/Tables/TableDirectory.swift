/// The sfnt header: which tables the font has and where they are (OpenType spec, "Table
/// Directory"). Accepts TrueType outlines (0x00010000, 'true') and CFF outlines ('OTTO').
public struct TableDirectory: Sendable {
    /// Byte range of each table in the file.
    public let tables: [OpenTypeTag: Range<Int>]

    private static let signatures: Set<OpenTypeTag> = [OpenTypeTag(rawValue: 0x0001_0000), "OTTO", "true"]

    public init(_ file: FontFileReader) throws {
        var reader = try file.reader(at: 0)
        let signature = try reader.readTag()
        guard Self.signatures.contains(signature) else { throw OpenTypeError.unsupportedSignature(signature) }
        let tableCount = Int(try reader.readUInt16())
        try reader.skip(6)
        var tables: [OpenTypeTag: Range<Int>] = [:]
        for _ in 0..<tableCount {
            let tag = try reader.readTag()
            try reader.skip(4)
            let offset = Int(try reader.readUInt32())
            let length = Int(try reader.readUInt32())
            guard offset + length <= file.bytes.count else { throw OpenTypeError.unexpectedEnd(offset: offset, needed: length) }
            tables[tag] = offset..<(offset + length)
        }
        self.tables = tables
    }

    /// A reader at the start of a table that must exist.
    public func reader(for tag: OpenTypeTag, in file: FontFileReader) throws -> FontFileReader {
        guard let range = tables[tag] else { throw OpenTypeError.missingTable(tag) }
        return try file.reader(at: range.lowerBound)
    }

    /// A reader at the start of an optional table.
    public func optionalReader(for tag: OpenTypeTag, in file: FontFileReader) throws -> FontFileReader? {
        guard tables[tag] != nil else { return nil }
        return try reader(for: tag, in: file)
    }
}
