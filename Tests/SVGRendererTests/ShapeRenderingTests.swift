import Testing
import ViewTree
@testable import SVGRenderer

/// Colours, shapes, borders and dividers in the content layer. A 40 × 40 view is centred in the
/// 200 × 200 canvas at (80, 80); a 100 × 50 one at (50, 75).
@Suite struct ShapeRenderingTests {
    @Test func colourFillsItsFrame() {
        let rect = document(ViewNode(.color(ColorValue.system(.red).opacity(0.5))).frame(width: 100, height: 50)).drawn("rect")
        #expect(rect.count == 1)
        #expect(rect.first?.attributes == ["x": "50", "y": "75", "width": "100", "height": "50", "fill": "#ff3b30", "fill-opacity": "0.5"])
    }

    /// `Color.clear` takes space but draws nothing (Layout.md §8.1).
    @Test func clearDrawsNothing() {
        #expect(document(color(.clear).frame(width: 100, height: 50)).drawn("rect").isEmpty)
    }

    /// System red is (255, 69, 58) in dark mode (Layout.md §11).
    @Test func coloursResolveInTheNodesScheme() {
        #expect(document(color(.red), dark: true).drawn("rect").first?["fill"] == "#ff453a")
        let scheme = color(.red).frame(width: 40, height: 40).environment(.colorScheme(dark: true))
        #expect(document(scheme).drawn("rect").first?["fill"] == "#ff453a")
    }

    /// An unstyled shape is filled with the foreground style, `.primary` (black) by default (§8.2).
    @Test func unstyledShapeIsFilledWithTheForeground() {
        let plain = document(shape(.circle).frame(width: 40, height: 40)).drawn("path")
        #expect(plain.map { $0["fill"] } == ["#000000"])
        let styled = document(shape(.circle).frame(width: 40, height: 40).environment(.foregroundStyle(.system(.red)))).drawn("path")
        #expect(styled.map { $0["fill"] } == ["#ff3b30"])
    }

    /// `stroke` is centred on the path: the 40-point circle keeps radius 20 (§8.2).
    @Test func strokeIsCentredOnThePath() {
        let stroked = shape(.circle, stroke: .init(paint: .system(.blue), lineWidth: 4, inside: false)).frame(width: 40, height: 40)
        let paths = document(stroked).drawn("path")
        #expect(paths.count == 1)
        #expect(paths.first?.attributes == [
            "d": "M80 100A20 20 0 1 1 120 100A20 20 0 1 1 80 100Z", "fill": "none", "stroke": "#007aff", "stroke-width": "4",
        ])
    }

    /// `strokeBorder` insets by half the line width first: radius 20 − 2 = 18 (§8.2).
    @Test func strokeBorderStaysInside() {
        let stroked = shape(.circle, stroke: .init(paint: .system(.blue), lineWidth: 4, inside: true)).frame(width: 40, height: 40)
        #expect(document(stroked).drawn("path").first?["d"] == "M82 100A18 18 0 1 1 118 100A18 18 0 1 1 82 100Z")
    }

    @Test func fillIsDrawnBeneathTheStroke() {
        let both = shape(.rectangle, fill: .system(.yellow), stroke: .init(paint: .system(.red), lineWidth: 2, inside: false))
        let paths = document(both.frame(width: 40, height: 40)).drawn("path")
        #expect(paths.map { $0["fill"] } == ["#ffcc00", "none"])
        #expect(paths.map { $0["stroke"] } == [nil, "#ff3b30"])
    }

    /// `.border(.red, width: 4)` on (50, 75, 100, 50): a 4-wide stroke on the rectangle inset by 2,
    /// so it lies entirely inside the frame, drawn over the content (Layout.md §3.3).
    @Test func borderIsDrawnInsideTheFrameOnTop() {
        let bordered = color(.blue).frame(width: 100, height: 50).modified(.border(.system(.red), width: 4))
        let content = document(bordered).layer(SVGRenderer.contentClass)?.children ?? []
        #expect(content.map(\.name) == ["rect", "path"])
        #expect(content.last?.attributes == ["d": "M52 77H148V123H52Z", "fill": "none", "stroke": "#ff3b30", "stroke-width": "4"])
    }

    /// Divider: the separator colour, (60, 60, 67) at 0.29, one pixel (1/3 pt) thick (Layout.md §9).
    @Test func dividerIsASeparatorColouredLine() {
        let rect = document(vStack([color(.red).frame(width: 100, height: 50), ViewNode(.divider)])).drawn("rect").last
        #expect(rect?["fill"] == "#3c3c43")
        #expect(rect?["fill-opacity"] == "0.29")
        #expect(rect?["height"] == "0.33")
    }

    /// background draws behind its primary view, overlay in front (Layout.md §3.2).
    @Test func backgroundDrawsBehindAndOverlayInFront() {
        let primary = color(.red).frame(width: 40, height: 40)
        let background = ViewNode(.background(alignment: .center), children: [primary, color(.blue)])
        let overlay = ViewNode(.overlay(alignment: .center), children: [primary, color(.blue)])
        #expect(document(background).drawn("rect").map { $0["fill"] } == ["#007aff", "#ff3b30"])
        #expect(document(overlay).drawn("rect").map { $0["fill"] } == ["#ff3b30", "#007aff"])
    }

    /// ZStack: later children draw on top (Layout.md §3.1).
    @Test func zStackDrawsInOrder() {
        let stack = ViewNode(.zStack(alignment: .center), children: [color(.red), color(.green).frame(width: 40, height: 40)])
        #expect(document(stack).drawn("rect").map { $0["fill"] } == ["#ff3b30", "#34c759"])
    }
}
