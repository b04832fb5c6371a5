import Testing
@testable import OpenTypeFonts

/// The byte-level fast path decodes what Swift decodes, and refuses what needs the full path.
@Suite struct LatinUTF8ScalarsTests {
    private func scalars(_ text: String) -> [UInt32]? {
        var text = text
        return text.withUTF8 { LatinUTF8Scalars($0).map(Array.init) }
    }

    @Test(arguments: ["Hello, World!", "Straße café naïve", "Zażółć gęślą jaźń", "í ĳ ǅ \u{2FF}", ""])
    func decodesScalarsBelowU0300(text: String) {
        #expect(scalars(text) == text.unicodeScalars.map(\.value))
    }

    /// Combining marks (U+0300…), other scripts, CR and the soft hyphen take the full path.
    @Test(arguments: ["e\u{301}", "Привет", "a\r\nb", "co\u{AD}op", "€", "😀"])
    func refusesTextThatNeedsNormalisingOrCounting(text: String) {
        #expect(scalars(text) == nil)
    }
}
