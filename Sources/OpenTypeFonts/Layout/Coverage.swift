/// A Coverage table expanded to a per-glyph index, so "is this glyph covered, and at which
/// index" is one array read (OpenType spec, "Coverage table" formats 1 and 2).
public struct Coverage: Sendable {
    /// Coverage index of each glyph, -1 where it is not covered.
    private let indices: [Int32]

    public init(_ table: FontFileReader, glyphCount: Int) throws {
        var reader = table
        var indices = [Int32](repeating: -1, count: glyphCount)
        switch try reader.readUInt16() {
        case 1:
            let count = Int(try reader.readUInt16())
            for index in 0..<count {
                let glyph = Int(try reader.readUInt16())
                if glyph < glyphCount { indices[glyph] = Int32(index) }
            }
        case 2:
            let rangeCount = Int(try reader.readUInt16())
            for _ in 0..<rangeCount {
                let first = Int(try reader.readUInt16())
                let last = Int(try reader.readUInt16())
                let startIndex = Int(try reader.readUInt16())
                for glyph in first..<min(last + 1, glyphCount) where first <= last {
                    indices[glyph] = Int32(startIndex + glyph - first)
                }
            }
        case let format:
            throw OpenTypeError.unsupportedFormat(structure: "coverage", format: Int(format))
        }
        self.indices = indices
    }

    @inline(__always)
    public func index(of glyph: UInt16) -> Int? {
        let i = Int(glyph)
        guard i < indices.count, indices[i] >= 0 else { return nil }
        return Int(indices[i])
    }
}
