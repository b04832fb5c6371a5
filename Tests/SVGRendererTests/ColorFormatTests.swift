import Testing
import ViewTree
@testable import SVGRenderer

/// Colours are `#rrggbb` with a separate opacity only when translucent.
@Suite struct ColorFormatTests {
    /// System red, light mode, is (255, 59, 48) (Layout.md §11).
    @Test func opaqueColourHasNoOpacity() {
        let format = ColorFormat(RGBA(255, 59, 48))
        #expect(format.hex == "#ff3b30")
        #expect(format.opacity == nil)
        #expect(format.attributes(color: "fill", opacity: "fill-opacity") == ["fill": "#ff3b30"])
    }

    /// Separator, light mode, is (60, 60, 67) at 0.29 (Layout.md §11).
    @Test func translucentColourWritesItsOpacity() {
        let format = ColorFormat(SystemColor.separator.rgba(dark: false))
        #expect(format.attributes(color: "stroke", opacity: "stroke-opacity") == ["stroke": "#3c3c43", "stroke-opacity": "0.29"])
    }

    @Test func componentsAreClampedAndClearIsInvisible() {
        #expect(ColorFormat(RGBA(red: 1.2, green: -0.5, blue: .nan)).hex == "#ff0000")
        #expect(ColorFormat(SystemColor.clear.rgba(dark: false)).isInvisible)
        #expect(!ColorFormat(RGBA(0, 0, 0, 0.01)).isInvisible)
    }

    /// Opacity follows what `NumberFormat` writes: 0.999 is "1" (opaque), 0.004 is "0" (nothing drawn).
    @Test func opacityMatchesItsWrittenForm() {
        #expect(ColorFormat(RGBA(0, 0, 0, 0.999)).opacity == nil)
        #expect(ColorFormat(RGBA(0, 0, 0, 0.004)).isInvisible)
    }
}
