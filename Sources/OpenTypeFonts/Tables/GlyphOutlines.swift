import ViewTree

/// The 'loca' and 'glyf' tables of a TrueType-outline font: each glyph's contours of on- and
/// off-curve points (quadratic B-splines), in font units with y up (OpenType spec, "glyf").
/// Read lazily per glyph; composite glyphs are flattened with their offsets (scaled components
/// are drawn unscaled, which the icon fonts Fieldguide reads do not use).
public struct GlyphOutlines: Sendable {
    private let glyf: FontFileReader
    private let offsets: [Int]

    public init(loca: FontFileReader, glyf: FontFileReader, indexToLocFormat: Int, glyphCount: Int) throws {
        var reader = loca
        offsets = try (0...glyphCount).map { _ in indexToLocFormat == 0 ? Int(try reader.readUInt16()) * 2 : Int(try reader.readUInt32()) }
        self.glyf = glyf
    }

    /// The glyph's contours; empty for a blank glyph or one outside the table.
    public func contours(of glyph: UInt16, depth: Int = 0) throws -> [[SymbolOutline.Point]] {
        let index = Int(glyph)
        guard index + 1 < offsets.count, offsets[index + 1] > offsets[index], depth < 4 else { return [] }
        var reader = try glyf.reader(at: glyf.position + offsets[index])
        let contourCount = Int(try reader.readInt16())
        try reader.skip(8)
        return contourCount >= 0 ? try simple(&reader, contourCount) : try composite(&reader, depth: depth)
    }

    private func simple(_ reader: inout FontFileReader, _ contourCount: Int) throws -> [[SymbolOutline.Point]] {
        let ends = try (0..<contourCount).map { _ in Int(try reader.readUInt16()) }
        let pointCount = (ends.last ?? -1) + 1
        try reader.skip(Int(try reader.readUInt16()))
        var flags: [UInt8] = []
        while flags.count < pointCount {
            let flag = try reader.readUInt8()
            flags.append(flag)
            if flag & 0x08 != 0 { flags += Array(repeating: flag, count: Int(try reader.readUInt8())) }
        }
        let xs = try coordinates(&reader, flags, short: 0x02, same: 0x10)
        let ys = try coordinates(&reader, flags, short: 0x04, same: 0x20)
        var start = 0
        return ends.map { end in
            defer { start = end + 1 }
            return (start...max(start, end)).filter { $0 < pointCount }.map { i in
                SymbolOutline.Point(x: Double(xs[i]), y: Double(ys[i]), onCurve: flags[i] & 0x01 != 0)
            }
        }
    }

    /// Delta-encoded coordinates: a byte with its sign in the flag, the previous value, or an Int16.
    private func coordinates(_ reader: inout FontFileReader, _ flags: [UInt8], short: UInt8, same: UInt8) throws -> [Int] {
        var value = 0
        return try flags.map { flag in
            if flag & short != 0 {
                let delta = Int(try reader.readUInt8())
                value += flag & same != 0 ? delta : -delta
            } else if flag & same == 0 {
                value += Int(try reader.readInt16())
            }
            return value
        }
    }

    private func composite(_ reader: inout FontFileReader, depth: Int) throws -> [[SymbolOutline.Point]] {
        var result: [[SymbolOutline.Point]] = []
        var more = true
        while more {
            let flags = try reader.readUInt16()
            let component = try reader.readUInt16()
            let words = flags & 0x0001 != 0
            let dx = words ? Double(try reader.readInt16()) : Double(Int8(bitPattern: try reader.readUInt8()))
            let dy = words ? Double(try reader.readInt16()) : Double(Int8(bitPattern: try reader.readUInt8()))
            if flags & 0x0008 != 0 { try reader.skip(2) } else if flags & 0x0040 != 0 { try reader.skip(4) } else if flags & 0x0080 != 0 { try reader.skip(8) }
            result += try contours(of: component, depth: depth + 1).map { $0.map { SymbolOutline.Point(x: $0.x + dx, y: $0.y + dy, onCurve: $0.onCurve) } }
            more = flags & 0x0020 != 0
        }
        return result
    }
}
