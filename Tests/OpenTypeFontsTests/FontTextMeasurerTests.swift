import LayoutEngine
import Testing
import ViewTree
@testable import OpenTypeFonts

/// The measurer the engine uses with real fonts: SF's vertical metrics, Inter/Fira Code widths,
/// per-size letter-spacing (Text.md §1.3, §6).
@Suite struct FontTextMeasurerTests {
    let measurer: FontTextMeasurer

    init() throws {
        measurer = try FontTextMeasurer()
    }

    /// SF at 17 pt: ascender 16.1865234375, descender 4.1005859375, line 20.287109375 (§1.3).
    @Test func verticalMetricsAreSFs() {
        let body = measurer.metrics(for: ResolvedFont(size: 17))
        #expect(body.ascender == 16.1865234375)
        #expect(body.descender == 4.1005859375)
        #expect(body.leading == 0)
        #expect(body.lineHeight == 20.287109375)
        #expect(abs(body.capHeight - 11.978) < 0.0005)
        #expect(measurer.metrics(for: ResolvedFont(size: 15)).lineHeight == 17.900390625)
        #expect(measurer.metrics(for: ResolvedFont(size: 17, design: .monospaced)) == body)
    }

    /// The px column of the §6 text-style table (Dynamic Type Large), rounded there to 0.001.
    @Test(arguments: [
        (Font.TextStyle.largeTitle, 34.0, Font.Weight.regular, -1.598), (.title, 28, .regular, -1.260),
        (.title2, 22, .regular, -0.946), (.title3, 20, .regular, -0.740), (.headline, 17, .semibold, -0.323),
        (.body, 17, .regular, -0.459), (.callout, 16, .regular, -0.336), (.subheadline, 15, .regular, -0.255),
        (.footnote, 13, .regular, -0.091), (.caption, 12, .regular, -0.012), (.caption2, 11, .regular, 0.055),
    ])
    func styleLetterSpacingFollowsTheTable(style: Font.TextStyle, size: Double, weight: Font.Weight, pixels: Double) {
        let spacing = measurer.styleLetterSpacing(for: ResolvedFont(size: size, weight: weight), style: style)
        #expect(abs(spacing - pixels) < 0.0005)
    }

    /// Fixed sizes interpolate the Regular row (21 pt: halfway between −37‰ and −43‰) and hold
    /// its end values outside 11…60 pt; weights add their offsets (§6).
    @Test(arguments: [
        (21.0, Font.Weight.regular, -0.040), (25, .regular, -0.044), (31, .regular, -0.046), (8, .regular, 0.005),
        (80, .regular, -0.055), (17, .bold, -0.0125), (34, .bold, -0.029), (17, .medium, -0.023),
        (17, .heavy, -0.0125), (17, .light, -0.027), (17, .ultraLight, -0.027), (28, .semibold, -0.037),
    ])
    func fixedSizeLetterSpacingInterpolates(size: Double, weight: Font.Weight, em: Double) {
        let spacing = measurer.styleLetterSpacing(for: ResolvedFont(size: size, weight: weight), style: nil)
        #expect(abs(spacing - em * size) < 1e-9)
    }

    /// Fira Code plus its letter-spacing is exactly SF Mono's 1266/2048 em per character (§1.3, §2.2).
    @Test(arguments: [11.0, 17, 34])
    func monospacedMatchesSFMonoAdvance(size: Double) {
        var font = ResolvedFont(size: size, design: .monospaced)
        font.letterSpacing = measurer.styleLetterSpacing(for: font, style: nil)
        let text: Substring = "let x = 42 // ok"
        #expect(abs(measurer.width(of: text, font: font) - Double(text.count) * 1266 / 2048 * size) < 1e-9)
    }

    /// Letter-spacing is added after every character including the last (Chromium, Text.md
    /// addendum), once per grapheme: "Hello, World!" in body is HarfBuzz's 16776 units − 13 × 0.459.
    @Test func letterSpacingIsAddedAfterEveryCharacter() throws {
        let widths = try HarfBuzzWidths.load()
        let index = try #require(widths.samples.firstIndex(of: "Hello, World!"))
        let units = try widths.face("Inter-Regular.otf").kern[index]
        let body = ResolvedFont(size: 17, letterSpacing: -0.459)
        #expect(units == 16776)
        #expect(abs(measurer.width(of: "Hello, World!", font: body) - (16776 * 17 / 2816 - 13 * 0.459)) < 1e-9)
        let plain = ResolvedFont(size: 17)
        for (text, characters): (Substring, Double) in [("e\u{301}te\u{301}", 3), ("Ab ", 3), (" ", 1), ("a\r\nb", 3), ("co\u{AD}op", 4)] {
            #expect(abs(measurer.width(of: text, font: body) - measurer.width(of: text, font: plain) + characters * 0.459) < 1e-9)
        }
        #expect(measurer.width(of: "", font: body) == 0)
    }

    /// `.monospacedDigit()` turns on `tnum`: every digit string of one length has one width.
    @Test func monospacedDigitUsesTabularFigures() {
        let tabular = ResolvedFont(size: 17, monospacedDigit: true)
        let proportional = ResolvedFont(size: 17)
        #expect(measurer.width(of: "1111", font: tabular) == measurer.width(of: "0000", font: tabular))
        #expect(measurer.width(of: "1111", font: proportional) < measurer.width(of: "0000", font: proportional))
    }

    /// CSS weight matching over Inter's 400/500/600/700 and Fira Code's 300–700; no italic Fira.
    @Test(arguments: [
        (ResolvedFont(size: 17, weight: .ultraLight), "Inter-Regular.otf"),
        (ResolvedFont(size: 17, weight: .light), "Inter-Regular.otf"),
        (ResolvedFont(size: 17, weight: .medium, italic: true), "Inter-MediumItalic.otf"),
        (ResolvedFont(size: 17, weight: .heavy), "Inter-Bold.otf"),
        (ResolvedFont(size: 17, weight: .black, italic: true), "Inter-BoldItalic.otf"),
        (ResolvedFont(size: 17, italic: true), "Inter-Italic.otf"),
        (ResolvedFont(size: 17, design: .rounded), "Inter-Regular.otf"),
        (ResolvedFont(size: 17, design: .serif), "Inter-Regular.otf"),
        (ResolvedFont(size: 17, weight: .light, design: .monospaced), "FiraCode-Light.ttf"),
        (ResolvedFont(size: 17, weight: .thin, design: .monospaced), "FiraCode-Light.ttf"),
        (ResolvedFont(size: 17, weight: .semibold, italic: true, design: .monospaced), "FiraCode-SemiBold.ttf"),
        (ResolvedFont(size: 17, weight: .black, design: .monospaced), "FiraCode-Bold.ttf"),
    ])
    func facesFollowCSSWeightMatching(font: ResolvedFont, file: String) {
        #expect(FontFace(resolving: font).fileName == file)
    }

    /// Every design × weight × italic combination measures with the face `FontFace(resolving:)` names.
    @Test func measurerDrawsEachFontWithItsFace() throws {
        for design in [Font.Design.default, .rounded, .serif, .monospaced] {
            for weight in Font.Weight.allCases {
                for italic in [false, true] {
                    let font = ResolvedFont(size: 17, weight: weight, italic: italic, design: design)
                    let face = try FontLibrary.debian.font(for: FontFace(resolving: font))
                    #expect(measurer.openTypeFont(for: font) === face, "\(design) \(weight) italic \(italic)")
                }
            }
        }
    }

    /// A face built from any weight names a file Debian ships.
    @Test func facesSnapToShippedWeights() {
        #expect(FontFace(family: .inter, weight: 300, italic: true).fileName == "Inter-Italic.otf")
        #expect(FontFace(family: .inter, weight: 900, italic: false).fileName == "Inter-Bold.otf")
        #expect(FontFace(family: .firaCode, weight: 450, italic: true).fileName == "FiraCode-Medium.ttf")
    }

    /// CSS Fonts 4 §5.2: 400–500 look up to 500 first, below 400 look lighter first, above 500 heavier first.
    @Test func weightMatchingFollowsCSS() {
        #expect(FontWeightMatcher.match(450, in: [400, 500, 600, 700]) == 500)
        #expect(FontWeightMatcher.match(450, in: [300, 400, 600]) == 400)
        #expect(FontWeightMatcher.match(350, in: [300, 400]) == 300)
        #expect(FontWeightMatcher.match(350, in: [400, 700]) == 400)
        #expect(FontWeightMatcher.match(650, in: [400, 600, 700]) == 700)
        #expect(FontWeightMatcher.match(900, in: [400, 700]) == 700)
        #expect(FontWeightMatcher.match(400, in: []) == nil)
    }

    /// The engine with this measurer: a body Text is HarfBuzz's width minus 13 × 0.459 wide and one
    /// SF line tall, ceiled to the 1/3-pt grid (Layout.md §7.2, §7.3).
    @Test func layoutEngineUsesTheMeasurer() {
        let engine = LayoutEngine(options: LayoutOptions(textMeasurer: measurer))
        let result = engine.layout(ViewNode(.text(TextContent("Hello, World!"))))
        let expectedWidth = 16776.0 * 17 / 2816 - 13 * 0.459
        #expect(result.root.text?.font.letterSpacing == -0.459)
        #expect(abs((result.root.text?.lines.first?.width ?? 0) - expectedWidth) < 1e-9)
        #expect(result.root.text?.metrics.lineHeight == 20.287109375)
        #expect(abs(result.root.frame.size.width - (expectedWidth * 3).rounded(.up) / 3) < 1e-9)
        #expect(abs(result.root.frame.size.height - 61.0 / 3) < 1e-9)
    }
}

/// The native per-character advances agree with measuring each character and pair as a run,
/// which is what line breaking relies on (MeasuredText sums them).
@Suite struct CharacterAdvanceTests {
    @Test(arguments: ["AVATAR To Wa", "Hello, World!", "e\u{301}te\u{301} co\u{AD}op", "1/1000s 0123", "-> => <- ff fi"])
    func nativeAdvancesMatchRunWidths(_ text: String) throws {
        let measurer = try FontTextMeasurer()
        for font in [ResolvedFont(size: 17, letterSpacing: -0.459), ResolvedFont(size: 28, weight: .bold, italic: true), ResolvedFont(size: 13, design: .monospaced, monospacedDigit: true)] {
            let characters = Array(text)
            let native = measurer.advances(of: characters, font: font)
            for (i, c) in characters.enumerated() {
                #expect(abs(native.advances[i] - measurer.width(of: Substring(String(c)), font: font)) < 1e-9)
            }
            for i in characters.indices.dropLast() {
                let pair = measurer.width(of: Substring(String([characters[i], characters[i + 1]])), font: font)
                #expect(abs(native.kerning[i] - (pair - native.advances[i] - native.advances[i + 1])) < 1e-9, "pair \(characters[i])\(characters[i + 1])")
            }
        }
    }
}
