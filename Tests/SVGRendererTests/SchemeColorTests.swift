import LayoutEngine
import Testing
import ViewTree
@testable import SVGRenderer

/// With `followsPageScheme`, one drawing serves both themes: colours that differ between light and
/// dark are written as CSS the page's `color-scheme` resolves; fixed colours and subtrees whose
/// code fixed a scheme keep plain hex (Apple doc `Color` system colours; CSS Color 5 `light-dark()`).
@Suite struct SchemeColorTests {
    private let page = RenderOptions(followsPageScheme: true)

    @Test func systemColoursThatDifferBecomePaletteProperties() {
        let drawn = document(color(.red).frame(width: 10, height: 10), options: page)
        let rect = drawn.drawn("rect").first
        #expect(rect?["style"] == "fill:var(--fg-red)")
        #expect(rect?["fill"] == nil)
    }

    @Test func textTakesThePrimaryLabelFromThePalette() {
        let drawn = document(text("a"), options: page)
        #expect(drawn.drawn("text").first?["style"] == "fill:var(--fg-primary)")
    }

    /// `.gray` is (142, 142, 147) in both schemes, `.black` is black in both: plain hex.
    @Test func coloursEqualInBothSchemesStayHex() {
        let drawn = document(hStack([color(.gray), color(.black)]).frame(width: 20, height: 10), options: page)
        #expect(drawn.drawn("rect").map { $0["fill"] } == ["#8e8e93", "#000000"])
        #expect(drawn.drawn("rect").allSatisfy { $0["style"] == nil })
    }

    /// The view's own opacity multiplies the palette colour's alpha (`.secondary` is 60 % opaque).
    @Test func opacityIsWrittenBesideThePaletteColour() {
        let tree = ViewNode(.color(ColorValue.system(.secondary).opacity(0.5))).frame(width: 10, height: 10)
        let rect = document(tree, options: page).drawn("rect").first
        #expect(rect?["style"] == "fill:var(--fg-secondary)")
        #expect(rect?["fill-opacity"] == "0.5")
    }

    /// `.environment(\.colorScheme, .dark)` fixes its subtree: dark red (255, 69, 58), whatever the page.
    @Test func aSubtreeWhoseCodeFixedTheSchemeIsWrittenInIt() {
        let tree = hStack([color(.red), color(.red).environment(.colorScheme(dark: true))]).frame(width: 20, height: 10)
        let rects = document(tree, options: page).drawn("rect")
        #expect(rects.map { $0["style"] } == ["fill:var(--fg-red)", nil])
        #expect(rects.map { $0["fill"] } == [nil, "#ff453a"])
    }

    /// `Color.blue.gradient` in each scheme: blue lifted 20 % towards white at the top, light
    /// (0, 122, 255) → #3395ff and dark (10, 132, 255) → (59, 156.6, 255) → #3b9dff.
    @Test func aColourGradientGivesEachStopBothSchemes() {
        let tree = shape(.rectangle, fill: .gradientOf(.system(.blue))).frame(width: 10, height: 10)
        let stops = document(tree, options: page).all("stop")
        #expect(stops.map { $0["style"] } == ["stop-color:light-dark(#3395ff,#3b9dff)", "stop-color:light-dark(#007aff,#0a84ff)"])
    }

    @Test func withoutTheOptionEveryColourIsResolvedForTheNodesScheme() {
        #expect(document(color(.red).frame(width: 10, height: 10)).drawn("rect").first?["fill"] == "#ff3b30")
        #expect(document(color(.red).frame(width: 10, height: 10), dark: true).drawn("rect").first?["fill"] == "#ff453a")
    }

    /// One property per system colour whose schemes differ; translucent ones as #rrggbbaa.
    @Test func thePaletteDefinesEachDifferingColourOnce() {
        let css = SchemePalette.css
        #expect(css.contains("  --fg-red: light-dark(#ff3b30, #ff453a);\n"))
        #expect(css.contains("  --fg-secondary: light-dark(#3c3c4399, #ebebf599);\n"))
        #expect(css.contains("  --fg-systemBackground: light-dark(#ffffff, #000000);\n"))
        #expect(!css.contains("--fg-gray:") && !css.contains("--fg-black:"))
        #expect(css.occurrences(of: "--fg-red:") == 1)
    }

    /// The device's screen follows the page too: background, hardware and the systemGray3 edge.
    @Test func deviceChromeFollowsThePage() throws {
        let device = try #require(DeviceCanvas.named("iPhone 16"))
        let drawn = SVGRenderer(options: page).document(LayoutEngine().layout(color(.red), device: device))
        let paths = drawn.all("path")
        #expect(paths.contains { $0["class"] == DeviceChrome.layerClass && $0["style"] == "fill:var(--fg-systemBackground)" })
        #expect(paths.contains { $0["style"] == "stroke:light-dark(#c7c7cc,#48484a)" })
        #expect(drawn.all("g").contains { $0["class"] == DeviceChrome.layerClass && $0.all("text").first?["style"] == "fill:var(--fg-primary)" })
    }
}

private extension String {
    func occurrences(of needle: String) -> Int { components(separatedBy: needle).count - 1 }
}
