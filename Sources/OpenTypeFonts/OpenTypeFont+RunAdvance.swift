import Foundation

extension OpenTypeFont {
    /// The advance of a run of text with one glyph per character: NFC composition (as HarfBuzz
    /// composes when the font has the precomposed glyph), default-ignorable characters dropped,
    /// cmap, optional `tnum`, advances with marks zeroed, then GPOS `kern`; no `calt`/`liga`
    /// (Text.md §3 "turn calt off", §3(a)).
    public func advance(of text: Substring, tabularFigures: Bool = false) -> RunAdvance {
        var utf8 = text
        let latin = utf8.withUTF8 { bytes in
            LatinUTF8Scalars(bytes).map { fontUnits(of: $0, capacity: bytes.count, tabularFigures: tabularFigures) }
        }
        if let (units, glyphs) = latin {
            return RunAdvance(fontUnits: units, characterCount: glyphs)
        }
        let composed = String(text).precomposedStringWithCanonicalMapping
        let visible = composed.unicodeScalars.lazy.filter { !$0.properties.isDefaultIgnorableCodePoint }.map(\.value)
        let (units, _) = fontUnits(of: visible, capacity: composed.utf8.count, tabularFigures: tabularFigures)
        return RunAdvance(fontUnits: units, characterCount: text.count { !Self.isInvisible($0) })
    }

    /// A character made only of default-ignorables (soft hyphen, ZWJ alone) gets no letter-spacing
    /// in Chromium (measured: "co\u{AD}op" is spaced 4 times).
    private static func isInvisible(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy(\.properties.isDefaultIgnorableCodePoint)
    }

    /// Sum of advances and kerning, and the glyph count, for scalars mapped one to one.
    private func fontUnits(of scalars: some Sequence<UInt32>, capacity: Int, tabularFigures: Bool) -> (Int, Int) {
        withUnsafeTemporaryAllocation(of: UInt16.self, capacity: max(capacity, 1)) { buffer in
            var count = 0
            var total = 0
            for scalar in scalars {
                var glyph = characterMap.glyph(forScalarValue: scalar)
                if tabularFigures { glyph = tabularFigureSubstitution.substitute(glyph) }
                buffer[count] = glyph
                count += 1
                total += Int(shapedAdvances[Int(glyph)])
            }
            guard count > 1 else { return (total, count) }
            return (total + kerning.adjustment(of: UnsafeBufferPointer(rebasing: buffer[..<count])), count)
        }
    }
}
