/// Headless Chromium's `getComputedTextLength()` for the HarfBuzz samples drawn as SVG text with
/// the page settings of Text.md §4.2, recorded by Scripts/record-chromium-widths.py.
struct ChromiumWidths: Decodable {
    /// One style: face, size and letter-spacing in px, and the width of each sample (nil: not drawn).
    struct Case: Decodable {
        let name: String
        let file: String
        let size: Double
        let letterSpacing: Double
        let tabularFigures: Bool
        let widths: [Double?]
    }

    let chromium: String
    let samples: [String]
    let cases: [Case]

    static func load() throws -> ChromiumWidths {
        try FontFixtures.load("chromium-widths.json")
    }
}
