/// Which fields a GPOS ValueRecord stores; each present field is 2 bytes, in bit order
/// (OpenType spec, "Value record"). Only XAdvance changes a line's width.
public struct ValueFormat: OptionSet, Sendable {
    public let rawValue: UInt16

    public init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    public static let xAdvance = ValueFormat(rawValue: 0x0004)

    /// Bytes one record of this format occupies (the eight defined fields only).
    public var recordSize: Int { 2 * (rawValue & 0x00FF).nonzeroBitCount }

    /// Reads one record and returns its XAdvance (0 when absent). Device and variation tables
    /// are ignored: they apply only at a set ppem or to variable fonts, neither of which we use.
    public func readXAdvance(_ reader: inout FontFileReader) throws -> Int32 {
        let start = reader.position
        var xAdvance: Int32 = 0
        if contains(.xAdvance) {
            let before = (rawValue & 0x0003).nonzeroBitCount
            reader = try reader.reader(at: start + 2 * before)
            xAdvance = Int32(try reader.readInt16())
        }
        reader = try reader.reader(at: start + recordSize)
        return xAdvance
    }
}
