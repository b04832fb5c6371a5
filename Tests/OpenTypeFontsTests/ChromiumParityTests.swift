import LayoutEngine
import Testing
import ViewTree
@testable import OpenTypeFonts

/// The measurer against what Chromium draws with the same fonts and CSS (Text.md §4.2).
/// Chromium reports lengths in 1/64 px and its glyph positions carry float error, so it lands
/// within a few hundredths of a pixel of HarfBuzz's exact sum on 120-character lines (measured).
@Suite struct ChromiumParityTests {
    static let tolerance = 0.03

    /// Every drawn sample the face covers, in every recorded style, letter-spacing included.
    @Test func widthsMatchChromium() throws {
        let recorded = try ChromiumWidths.load()
        let measurer = try FontTextMeasurer()
        var compared = 0
        for style in recorded.cases {
            let face = try TestFonts.face(style.file)
            let font = ResolvedFont(
                size: style.size, weight: try #require(Font.Weight.allCases.first { $0.value == face.weight }),
                design: face.family == .firaCode ? .monospaced : .default, monospacedDigit: style.tabularFigures,
                letterSpacing: style.letterSpacing)
            #expect(FontFace(resolving: font) == face)
            for (sample, drawn) in zip(recorded.samples, style.widths) {
                guard let drawn, TestFonts.covers(sample, in: try TestFonts.font(style.file)) else { continue }
                let width = measurer.width(of: Substring(sample), font: font)
                #expect(abs(width - drawn) < Self.tolerance, "\(style.name): \(sample.debugDescription) \(width) vs \(drawn)")
                compared += 1
            }
        }
        #expect(compared >= 300)
    }
}
