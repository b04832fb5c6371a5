/// HarfBuzz's advance widths, recorded by Scripts/record-harfbuzz-widths.py into
/// Fixtures/Fonts/harfbuzz-widths.json: the oracle the reader and measurer are checked against.
struct HarfBuzzWidths: Decodable {
    /// One face's recorded sums (font units) per sample, per feature set.
    struct Face: Decodable {
        let file: String
        /// `-liga,-calt,kern`
        let kern: [Int]
        /// `-liga,-calt,-kern`
        let nokern: [Int]
        /// `-liga,-calt,kern,tnum`
        let tnum: [Int]
        /// Glyph ids HarfBuzz chose (recorded for two faces only).
        let glyphs: [[UInt16]]?
    }

    let harfbuzz: String
    let samples: [String]
    let faces: [Face]

    static func load() throws -> HarfBuzzWidths {
        try FontFixtures.load("harfbuzz-widths.json")
    }

    func face(_ file: String) throws -> Face {
        guard let face = faces.first(where: { $0.file == file }) else { throw FixtureError.missingFace(file) }
        return face
    }

    enum FixtureError: Error {
        case missingFace(String)
    }
}
