import LayoutEngine
import Testing
import ViewTree
@testable import OpenTypeFonts

/// Our shaping against HarfBuzz's (Text.md §3(a): cmap + hmtx + GPOS kern with calt off
/// reproduces HarfBuzz exactly), first in font units, then as widths in points per text style.
@Suite struct HarfBuzzParityTests {
    @Test func everySampleIsRecordedForEveryFace() throws {
        let widths = try HarfBuzzWidths.load()
        #expect(widths.samples.count >= 50)
        for face in widths.faces {
            #expect([face.kern.count, face.nokern.count, face.tnum.count] == Array(repeating: widths.samples.count, count: 3))
        }
    }

    /// Exact font-unit sums with kerning, in every recorded face.
    @Test func kernedAdvancesMatchHarfBuzzExactly() throws {
        let widths = try HarfBuzzWidths.load()
        for face in widths.faces {
            let font = try TestFonts.font(face.file)
            for (sample, expected) in zip(widths.samples, face.kern) {
                #expect(font.advance(of: Substring(sample)).fontUnits == expected, "\(face.file): \(sample.debugDescription)")
            }
        }
    }

    /// Exact font-unit sums with `tnum` on (`.monospacedDigit()`), in every recorded face.
    @Test func tabularAdvancesMatchHarfBuzzExactly() throws {
        let widths = try HarfBuzzWidths.load()
        for face in widths.faces {
            let font = try TestFonts.font(face.file)
            for (sample, expected) in zip(widths.samples, face.tnum) {
                #expect(font.advance(of: Substring(sample), tabularFigures: true).fontUnits == expected, "\(face.file): \(sample.debugDescription)")
            }
        }
    }

    /// A text style: the font the engine resolves, the face that must draw it and that face's UPM
    /// as Text.md §2.2 states it (independent of our reader).
    struct Style: CustomTestStringConvertible, Sendable {
        let name: String
        let font: ResolvedFont
        let file: String
        let unitsPerEm: Double
        var testDescription: String { name }
    }

    static let styles: [Style] = [
        Style(name: "body", font: ResolvedFont(size: 17), file: "Inter-Regular.otf", unitsPerEm: 2816),
        Style(name: "headline", font: ResolvedFont(size: 17, weight: .semibold), file: "Inter-SemiBold.otf", unitsPerEm: 2816),
        Style(name: "title", font: ResolvedFont(size: 28), file: "Inter-Regular.otf", unitsPerEm: 2816),
        Style(name: "caption", font: ResolvedFont(size: 12), file: "Inter-Regular.otf", unitsPerEm: 2816),
        Style(name: "callout medium", font: ResolvedFont(size: 16, weight: .medium), file: "Inter-Medium.otf", unitsPerEm: 2816),
        Style(name: "title3 bold italic", font: ResolvedFont(size: 20, weight: .bold, italic: true), file: "Inter-BoldItalic.otf", unitsPerEm: 2816),
        Style(name: "largeTitle italic", font: ResolvedFont(size: 34, italic: true), file: "Inter-Italic.otf", unitsPerEm: 2816),
        Style(name: "body monospaced", font: ResolvedFont(size: 17, design: .monospaced), file: "FiraCode-Regular.ttf", unitsPerEm: 1950),
        Style(name: "footnote monospaced bold", font: ResolvedFont(size: 13, weight: .bold, design: .monospaced), file: "FiraCode-Bold.ttf", unitsPerEm: 1950),
    ]

    /// Raw widths (letter-spacing 0) within 0.01 pt of HarfBuzz's advance sum scaled to the size.
    @Test(arguments: styles)
    func widthsMatchHarfBuzzInStyle(_ style: Style) throws {
        let widths = try HarfBuzzWidths.load()
        let face = try widths.face(style.file)
        #expect(FontFace(resolving: style.font).fileName == style.file)
        let measurer = try FontTextMeasurer()
        for (sample, units) in zip(widths.samples, face.kern) {
            let expected = Double(units) * style.font.size / style.unitsPerEm
            let width = measurer.width(of: Substring(sample), font: style.font)
            #expect(abs(width - expected) < 0.01, "\(style.name): \(sample.debugDescription) \(width) vs \(expected)")
        }
    }
}
