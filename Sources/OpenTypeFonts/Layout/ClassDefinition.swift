/// A Class Definition table expanded to one class per glyph; unlisted glyphs are class 0
/// (OpenType spec, "Class Definition table" formats 1 and 2).
public struct ClassDefinition: Sendable {
    private let classes: [UInt16]

    /// An empty definition: every glyph in class 0.
    public init(glyphCount: Int) {
        classes = Array(repeating: 0, count: glyphCount)
    }

    public init(_ table: FontFileReader, glyphCount: Int) throws {
        var reader = table
        var classes = [UInt16](repeating: 0, count: glyphCount)
        switch try reader.readUInt16() {
        case 1:
            let first = Int(try reader.readUInt16())
            let count = Int(try reader.readUInt16())
            for offset in 0..<count {
                let value = try reader.readUInt16()
                if first + offset < glyphCount { classes[first + offset] = value }
            }
        case 2:
            let rangeCount = Int(try reader.readUInt16())
            for _ in 0..<rangeCount {
                let first = Int(try reader.readUInt16())
                let last = Int(try reader.readUInt16())
                let value = try reader.readUInt16()
                for glyph in first..<min(last + 1, glyphCount) where first <= last {
                    classes[glyph] = value
                }
            }
        case let format:
            throw OpenTypeError.unsupportedFormat(structure: "class definition", format: Int(format))
        }
        self.classes = classes
    }

    @inline(__always)
    public func `class`(of glyph: UInt16) -> UInt16 {
        let i = Int(glyph)
        return i < classes.count ? classes[i] : 0
    }
}
