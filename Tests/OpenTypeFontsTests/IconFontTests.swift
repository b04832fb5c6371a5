import Testing
import ViewTree
@testable import OpenTypeFonts

/// SF Symbols drawn with Material Icons glyphs (`SymbolCatalog`, `IconFont`); needs Debian's
/// fonts-material-design-icons-iconfont, which Scripts/setup.sh installs.
@Suite(.enabled(if: IconFont.materialIcons != nil, "needs \(IconFont.debianPackage)"))
struct IconFontTests {
    /// The issue asks for at least 200 of the most used names.
    @Test func catalogueMapsAtLeastTwoHundredNames() {
        #expect(SymbolCatalog.names.count >= 200)
        #expect(SymbolCatalog.codepoint(for: "star.fill") == 0xE838)
        #expect(SymbolCatalog.codepoint(for: "no.such.symbol") == nil)
    }

    /// Every mapped name reaches a non-empty glyph of the installed font, so no entry is a typo.
    @Test func everyMappedNameHasAGlyph() throws {
        let font = try #require(IconFont.materialIcons)
        let missing = SymbolCatalog.names.filter { font.outline(forSymbol: $0) == nil }
        #expect(missing.isEmpty, "\(missing)")
    }

    /// Material's star is one closed polygon of 10 corners on a 24-unit grid, its top point at
    /// (12, 2) from the top left (the icon's published SVG path "M12 17.27L18.18 21…L12 2…z").
    @Test func starIsTenCornerPolygonWithItsTipAtTheTop() throws {
        let star = try #require(IconFont.materialIcons?.outline(forSymbol: "star.fill"))
        #expect(star.contours.count == 1)
        let points = try #require(star.contours.first)
        #expect(points.count == 10 && points.allSatisfy(\.onCurve))
        let top = try #require(points.max { $0.y < $1.y })
        let grid = star.unitsPerEm / 24
        #expect(abs(top.x / grid - 12) < 0.05)
        #expect(abs((star.unitsPerEm - star.descent - top.y) / grid - 2) < 0.05)
    }
}
