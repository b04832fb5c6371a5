/// The 'cmap' table as a direct lookup from Unicode scalar to glyph: a dense table for the Basic
/// Multilingual Plane and a dictionary for the rest (OpenType spec, "cmap" formats 4 and 12;
/// Text.md §3(a)). Glyph 0 (.notdef) means "not in the font".
public struct CharacterMap: Sendable {
    private var basicPlane: [UInt16]
    private var supplementaryPlanes: [UInt32: UInt16]

    public init(_ table: FontFileReader, glyphCount: Int) throws {
        basicPlane = Array(repeating: 0, count: 0x10000)
        supplementaryPlanes = [:]
        let subtable = try Self.bestSubtable(table)
        var reader = subtable.reader
        switch subtable.format {
        case 12: try readSegmentedCoverage(&reader, glyphCount: glyphCount)
        default: try readSegmentMapping(&reader, glyphCount: glyphCount)
        }
    }

    /// The glyph for a scalar, 0 when the font has none.
    @inline(__always)
    public func glyph(for scalar: Unicode.Scalar) -> UInt16 {
        glyph(forScalarValue: scalar.value)
    }

    /// The glyph for a scalar value the caller has already decoded, 0 when the font has none.
    @inline(__always)
    public func glyph(forScalarValue value: UInt32) -> UInt16 {
        value < 0x10000 ? basicPlane[Int(value)] : supplementaryPlanes[value] ?? 0
    }

    /// How many scalars the font maps, for comparing with other readers.
    public var mappedScalarCount: Int {
        basicPlane.lazy.filter { $0 != 0 }.count + supplementaryPlanes.count
    }

    /// Format 12 (full Unicode) wins over format 4 (BMP only); Unicode or Windows platforms only.
    private static func bestSubtable(_ table: FontFileReader) throws -> (format: UInt16, reader: FontFileReader) {
        var reader = table
        try reader.skip(2)
        let count = Int(try reader.readUInt16())
        var best: (format: UInt16, reader: FontFileReader)?
        for _ in 0..<count {
            let platform = try reader.readUInt16()
            let encoding = try reader.readUInt16()
            let offset = Int(try reader.readUInt32())
            guard platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10)) else { continue }
            var subtable = try table.reader(at: table.position + offset)
            let format = try subtable.readUInt16()
            guard format == 4 || format == 12, format > (best?.format ?? 0) else { continue }
            best = (format, subtable)
        }
        guard let best else { throw OpenTypeError.invalidTable("cmap", reason: "no Unicode subtable in format 4 or 12") }
        return best
    }

    /// Format 4: segments of consecutive codes, mapped by a delta or through a glyph array.
    private mutating func readSegmentMapping(_ reader: inout FontFileReader, glyphCount: Int) throws {
        try reader.skip(4)
        let segmentCount = Int(try reader.readUInt16()) / 2
        try reader.skip(6)
        let ends = try reader.readUInt16Array(segmentCount)
        try reader.skip(2)
        let starts = try reader.readUInt16Array(segmentCount)
        let deltas = try reader.readUInt16Array(segmentCount)
        let rangeOffsetsStart = reader.position
        let rangeOffsets = try reader.readUInt16Array(segmentCount)
        for segment in 0..<segmentCount where starts[segment] <= ends[segment] {
            for code in Int(starts[segment])...Int(ends[segment]) where code != 0xFFFF {
                var glyph = UInt16(truncatingIfNeeded: code)
                if rangeOffsets[segment] != 0 {
                    let address = rangeOffsetsStart + 2 * segment + Int(rangeOffsets[segment]) + 2 * (code - Int(starts[segment]))
                    var glyphReader = try reader.reader(at: address)
                    glyph = try glyphReader.readUInt16()
                    if glyph == 0 { continue }
                }
                glyph &+= deltas[segment]
                if Int(glyph) < glyphCount { basicPlane[code] = glyph }
            }
        }
    }

    /// Format 12: groups of consecutive scalars mapped to consecutive glyphs.
    private mutating func readSegmentedCoverage(_ reader: inout FontFileReader, glyphCount: Int) throws {
        try reader.skip(10)
        let groupCount = Int(try reader.readUInt32())
        for _ in 0..<groupCount {
            let first = try reader.readUInt32()
            let last = min(try reader.readUInt32(), 0x10FFFF)
            let firstGlyph = Int(try reader.readUInt32())
            guard first <= last else { continue }
            for scalar in first...last {
                let glyph = firstGlyph + Int(scalar - first)
                guard glyph < glyphCount else { break }
                if scalar < 0x10000 {
                    basicPlane[Int(scalar)] = UInt16(glyph)
                } else {
                    supplementaryPlanes[scalar] = UInt16(glyph)
                }
            }
        }
    }
}
