/// A feature made of GSUB single substitutions (type 1, possibly behind type 7 Extension
/// subtables) as one glyph-to-glyph table, e.g. `tnum` for `.monospacedDigit()` (OpenType spec,
/// GSUB "Lookup type 1"; Text.md §6 "`.monospacedDigit()` needs `tnum`").
public struct SingleSubstitution: Sendable {
    public static let lookupType: UInt16 = 1

    /// The substitute of every glyph (itself when the feature does not change it).
    private let substitutes: [UInt16]

    /// Applies the feature's single-substitution lookups in order; other lookup types in the
    /// feature are not read (Inter's and Fira Code's `tnum` are single substitutions only).
    public init(_ substitution: LayoutTable?, feature: OpenTypeTag, definitions: GlyphDefinitions, glyphCount: Int) throws {
        var substitutes = (0..<glyphCount).map { UInt16($0) }
        let lookups = try substitution?.lookups(for: feature) ?? []
        for lookup in lookups where lookup.type == Self.lookupType {
            let tables = try lookup.subtables.map { try Self.mapping($0, glyphCount: glyphCount) }
            for glyph in 0..<glyphCount {
                let current = substitutes[glyph]
                guard !lookup.flag.ignores(glyphClass: definitions.glyphClasses.class(of: current)) else { continue }
                if let replacement = tables.lazy.compactMap({ $0[Int(current)] }).first {
                    substitutes[glyph] = replacement
                }
            }
        }
        self.substitutes = substitutes
    }

    @inline(__always)
    public func substitute(_ glyph: UInt16) -> UInt16 {
        substitutes[Int(glyph)]
    }

    /// One subtable as a per-glyph optional substitute (format 1: delta; format 2: array).
    private static func mapping(_ subtable: FontFileReader, glyphCount: Int) throws -> [UInt16?] {
        var reader = subtable
        let format = try reader.readUInt16()
        let coverage = try Coverage(try subtable.reader(at: subtable.position + Int(try reader.readUInt16())), glyphCount: glyphCount)
        let substitute: (_ glyph: UInt16, _ coverageIndex: Int) -> UInt16?
        switch format {
        case 1:
            let delta = try reader.readUInt16()
            substitute = { glyph, _ in glyph &+ delta }
        case 2:
            let substitutes = try reader.readUInt16Array(Int(try reader.readUInt16()))
            substitute = { _, index in index < substitutes.count ? substitutes[index] : nil }
        default:
            throw OpenTypeError.unsupportedFormat(structure: "single substitution", format: Int(format))
        }
        return (0..<glyphCount).map { glyph in
            guard let index = coverage.index(of: UInt16(glyph)), let result = substitute(UInt16(glyph), index) else { return nil }
            return Int(result) < glyphCount ? result : nil
        }
    }
}
