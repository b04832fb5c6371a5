/// A big-endian cursor over the bytes of a font file: OpenType stores every number big-endian
/// and addresses subtables by offsets from their parent (OpenType spec, "Data types").
public struct FontFileReader: Sendable {
    public let bytes: [UInt8]
    /// Where the next read starts, from the start of `bytes`.
    public private(set) var position: Int

    public init(bytes: [UInt8], position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    /// A reader for the same bytes positioned at `offset` (an absolute position).
    public func reader(at offset: Int) throws -> FontFileReader {
        guard offset >= 0, offset <= bytes.count else { throw OpenTypeError.unexpectedEnd(offset: offset, needed: 0) }
        return FontFileReader(bytes: bytes, position: offset)
    }

    public mutating func skip(_ count: Int) throws {
        try require(count)
        position += count
    }

    public mutating func readUInt8() throws -> UInt8 {
        try require(1)
        defer { position += 1 }
        return bytes[position]
    }

    public mutating func readUInt16() throws -> UInt16 {
        try require(2)
        defer { position += 2 }
        return UInt16(bytes[position]) << 8 | UInt16(bytes[position + 1])
    }

    public mutating func readInt16() throws -> Int16 {
        Int16(bitPattern: try readUInt16())
    }

    public mutating func readUInt32() throws -> UInt32 {
        let high = UInt32(try readUInt16())
        return high << 16 | UInt32(try readUInt16())
    }

    public mutating func readTag() throws -> OpenTypeTag {
        OpenTypeTag(rawValue: try readUInt32())
    }

    /// `count` consecutive UInt16 values (glyph arrays, offset arrays).
    public mutating func readUInt16Array(_ count: Int) throws -> [UInt16] {
        try require(2 * count)
        var values: [UInt16] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try readUInt16()) }
        return values
    }

    private func require(_ count: Int) throws {
        guard count >= 0, position + count <= bytes.count else {
            throw OpenTypeError.unexpectedEnd(offset: position, needed: count)
        }
    }
}
