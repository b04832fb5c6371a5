/// The 'hmtx' table as one advance per glyph: the last stored advance repeats for the glyphs
/// after `numberOfHMetrics` (OpenType spec, "hmtx").
public struct HorizontalMetrics: Sendable {
    /// Advance width of every glyph, in font units.
    public let advances: [UInt16]

    public init(_ table: FontFileReader, numberOfHMetrics: Int, glyphCount: Int) throws {
        guard numberOfHMetrics > 0, numberOfHMetrics <= glyphCount else {
            throw OpenTypeError.invalidTable("hhea", reason: "numberOfHMetrics \(numberOfHMetrics) for \(glyphCount) glyphs")
        }
        var reader = table
        var advances: [UInt16] = []
        advances.reserveCapacity(glyphCount)
        for _ in 0..<numberOfHMetrics {
            advances.append(try reader.readUInt16())
            try reader.skip(2)
        }
        let last = advances[numberOfHMetrics - 1]
        advances += repeatElement(last, count: glyphCount - numberOfHMetrics)
        self.advances = advances
    }

    @inline(__always)
    public func advance(of glyph: UInt16) -> UInt16 {
        advances[Int(glyph)]
    }
}
