/// One lookup of a GSUB or GPOS table with Extension subtables already unwrapped: its real
/// type, its flags and a reader at each subtable (OpenType spec, "Lookup table"; GPOS type 9 and
/// GSUB type 7 "Extension" lookups).
public struct LayoutLookup: Sendable {
    public let type: UInt16
    public let flag: LookupFlag
    public let subtables: [FontFileReader]

    /// Reads the lookup at `lookup`; `extensionType` is 9 for GPOS and 7 for GSUB.
    public init(_ lookup: FontFileReader, extensionType: UInt16) throws {
        var reader = lookup
        let declaredType = try reader.readUInt16()
        flag = LookupFlag(rawValue: try reader.readUInt16())
        let offsets = try reader.readUInt16Array(Int(try reader.readUInt16()))
        var type = declaredType
        var subtables: [FontFileReader] = []
        for offset in offsets {
            var subtable = try lookup.reader(at: lookup.position + Int(offset))
            if declaredType == extensionType {
                let start = subtable.position
                try subtable.skip(2)
                type = try subtable.readUInt16()
                subtable = try subtable.reader(at: start + Int(try subtable.readUInt32()))
            }
            subtables.append(subtable)
        }
        self.type = type
        self.subtables = subtables
    }
}
