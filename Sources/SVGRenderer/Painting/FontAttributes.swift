import LayoutEngine
import ViewTree

/// The SVG font properties of a resolved font, naming the faces the site serves and the
/// measurer measured (Text.md §6: Inter for SF Pro, Fira Code for SF Mono), with
/// size and letter-spacing to `NumberFormat.fontDecimals` so the drawn width stays the measured one.
enum FontAttributes {
    static let sansSerifFamily = "Inter, sans-serif"
    static let monospacedFamily = "Fira Code, monospace"

    static func attributes(_ font: ResolvedFont) -> SVGAttributes {
        var result: SVGAttributes = [
            "font-family": font.design == .monospaced ? monospacedFamily : sansSerifFamily,
            "font-size": NumberFormat.string(font.size, decimals: NumberFormat.fontDecimals),
            "font-weight": String(font.weight.value),
        ]
        if font.italic { result["font-style"] = "italic" }
        if font.letterSpacing != 0 { result["letter-spacing"] = NumberFormat.string(font.letterSpacing, decimals: NumberFormat.fontDecimals) }
        if font.monospacedDigit { result["font-variant"] = "tabular-nums" }
        return result
    }
}
