import Testing
import ViewTree
@testable import SVGRenderer

/// TrueType contours to SVG path data (OpenType spec, "glyf": consecutive off-curve points imply
/// an on-curve point midway).
@Suite struct GlyphPathTests {
    /// A 10-unit em square into a 10-pt square: y flips, so font (0, 0) is the bottom left (0, 10).
    /// Two off-curve points in a row meet at their midpoint (5, 0) with a `Q` each side.
    @Test func offCurvePairsImplyAMidpoint() {
        let contour = [
            SymbolOutline.Point(x: 0, y: 0, onCurve: true), SymbolOutline.Point(x: 10, y: 0, onCurve: true),
            SymbolOutline.Point(x: 10, y: 10, onCurve: false), SymbolOutline.Point(x: 0, y: 10, onCurve: false),
        ]
        let outline = SymbolOutline(contours: [contour], unitsPerEm: 10, descent: 0)
        #expect(GlyphPath.data(outline, in: Rect(x: 0, y: 0, width: 10, height: 10)) == "M0 10L10 10Q10 0 5 0Q0 0 0 10Z")
    }

    /// The em square scales and moves into the given square; the descent lowers the baseline.
    @Test func emSquareScalesIntoTheSquare() {
        let contour = [SymbolOutline.Point(x: 0, y: -2, onCurve: true), SymbolOutline.Point(x: 10, y: 8, onCurve: true)]
        let outline = SymbolOutline(contours: [contour], unitsPerEm: 10, descent: 2)
        #expect(GlyphPath.data(outline, in: Rect(x: 5, y: 5, width: 20, height: 20)) == "M5 25L25 5Z")
    }
}
