import Testing
import ViewTree
@testable import SVGRenderer

/// Text: one `<text>` per laid-out line at frame origin + line offset (Ahem: every glyph 1 em,
/// ascent 0.8 em, descent 0.2 em).
@Suite struct TextRenderingTests {
    /// "aaa b cc" at 10 pt in a 40-wide frame breaks into "aaa" (30) and "b cc" (40); the Text is
    /// 40 × 20, centred in the 40 × 100 frame at (80, 50) → origin (80, 90). Centre alignment moves
    /// "aaa" right by (40 − 30)/2 = 5; baselines are 8 and 8 + 10.
    @Test func oneTextElementPerLineAtExactPositions() {
        let tree = text("aaa b cc").environment(.multilineTextAlignment(.center)).font(size: 10).frame(width: 40, height: 100)
        let lines = document(tree).drawn("text")
        #expect(lines.map(\.text) == ["aaa", "b cc"])
        #expect(lines.map { $0["x"] } == ["85", "80"])
        #expect(lines.map { $0["y"] } == ["98", "108"])
    }

    /// "Hej!" in body (17 pt) is 68 × 17; centred at x = 66, y = 91.5, snapped to the 1/3 pt grid as
    /// 91.67; the baseline is 0.8 · 17 = 13.6 below that.
    @Test func bodyTextAttributes() {
        let line = document(text("Hej!")).drawn("text").first
        #expect(line?.attributes == [
            "x": "66", "y": "105.27", "fill": "#000000", "font-family": "Inter, sans-serif",
            "font-size": "17", "font-weight": "400", "xml:space": "preserve",
        ])
    }

    @Test func fontDesignWeightItalicAndLetterSpacing() {
        let font = Font.system(size: 20, weight: .bold, design: .monospaced).italic().monospacedDigit()
        let tree = text("42").environment(.font(font)).environment(.kerning(1.5))
        let line = document(tree).drawn("text").first
        #expect(line?["font-family"] == "Fira Code, monospace")
        #expect(line?["font-size"] == "20")
        #expect(line?["font-weight"] == "700")
        #expect(line?["font-style"] == "italic")
        #expect(line?["letter-spacing"] == "1.5")
        #expect(line?["font-variant"] == "tabular-nums")
    }

    /// Size and letter-spacing keep four decimals: a line repeats their rounding per character.
    @Test func fontSizeAndLetterSpacingKeepFourDecimals() {
        let line = document(text("a").environment(.font(.system(size: 12.345_67))).environment(.kerning(-0.255))).drawn("text").first
        #expect(line?["font-size"] == "12.3457")
        #expect(line?["letter-spacing"] == "-0.255")
    }

    /// The content layer carries the text CSS of Text.md §4.2, so a browser draws each line
    /// as wide as the engine measured it, standalone or inline.
    @Test func contentLayerCarriesTheTextCSS() {
        let content = document(text("a")).layer(SVGRenderer.contentClass)
        #expect(content?["text-rendering"] == "geometricPrecision")
        #expect(content?["style"] == "font-feature-settings: 'calt' 0; font-kerning: normal; font-synthesis: none; font-variant-ligatures: none; white-space: pre")
    }

    /// At 10 pt the 15 characters fit on one 150-point line.
    @Test func textIsEscapedNeverMarkup() {
        let output = svg(text("</text><script>").font(size: 10))
        #expect(output.contains(">&lt;/text&gt;&lt;script&gt;</text>"))
        #expect(!output.contains("<script"))
    }

    /// `.secondary` is (60, 60, 67) at 0.6 in light mode and `.primary` white in dark mode (§11).
    @Test func fillFollowsForegroundAndScheme() {
        let secondary = document(text("a").environment(.foregroundStyle(.system(.secondary)))).drawn("text").first
        #expect(secondary?["fill"] == "#3c3c43")
        #expect(secondary?["fill-opacity"] == "0.6")
        #expect(document(text("a"), dark: true).drawn("text").first?["fill"] == "#ffffff")
    }

    @Test func runForegroundOverridesTheEnvironment() {
        let red = ViewNode(.text(TextContent(runs: [TextContent.Run("a", foreground: .system(.red))])))
        #expect(document(red).drawn("text").first?["fill"] == "#ff3b30")
    }

    @Test func emptyTextDrawsNothing() {
        #expect(document(text("")).drawn("text").isEmpty)
    }
}
