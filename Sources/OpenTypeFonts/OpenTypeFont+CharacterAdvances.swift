import Foundation

extension OpenTypeFont {
    /// Per-character advances and the kerning between neighbours, in font units, for line
    /// breaking by prefix sums. Each character is measured as `advance(of:)` measures a run of
    /// one character; the kerning between two characters is the pair adjustment of the last
    /// glyph of the first and the first glyph of the second (what a two-character run adds).
    public func characterAdvances(of characters: [Character], tabularFigures: Bool = false) -> (advances: [Int], kerning: [Int], visible: [Bool]) {
        var advances: [Int] = []
        var pairs: [Int] = []
        var visible: [Bool] = []
        advances.reserveCapacity(characters.count)
        pairs.reserveCapacity(max(characters.count - 1, 0))
        visible.reserveCapacity(characters.count)
        var previousLast: UInt16?
        for character in characters {
            let glyphs = self.glyphs(of: character, tabularFigures: tabularFigures)
            let units = glyphs.reduce(0) { $0 + Int(shapedAdvances[Int($1)]) }
            let inner = glyphs.count > 1 ? glyphs.withUnsafeBufferPointer { kerning.adjustment(of: $0) } : 0
            advances.append(units + inner)
            visible.append(!glyphs.isEmpty)
            if advances.count > 1 {
                pairs.append(previousLast.flatMap { a in glyphs.first.map { b in self.kerning.adjustment(a, b) } } ?? 0)
            }
            if let last = glyphs.last { previousLast = last }
        }
        return (advances, pairs, visible)
    }

    /// The glyphs one character draws: NFC-composed, default-ignorables dropped, optional `tnum`.
    private func glyphs(of character: Character, tabularFigures: Bool) -> [UInt16] {
        if let ascii = character.asciiValue {
            let glyph = characterMap.glyph(forScalarValue: UInt32(ascii))
            return [tabularFigures ? tabularFigureSubstitution.substitute(glyph) : glyph]
        }
        let scalars = character.unicodeScalars
        let composed: [Unicode.Scalar] = scalars.count == 1 ? Array(scalars) : Array(String(character).precomposedStringWithCanonicalMapping.unicodeScalars)
        return composed.filter { !$0.properties.isDefaultIgnorableCodePoint }.map { scalar in
            let glyph = characterMap.glyph(forScalarValue: scalar.value)
            return tabularFigures ? tabularFigureSubstitution.substitute(glyph) : glyph
        }
    }
}
