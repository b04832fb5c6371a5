import ViewTree

/// The system colours whose light and dark values differ, as CSS custom properties a page defines
/// once: `--fg-red: light-dark(#ff3b30, #ff453a)`. `light-dark()` inside a custom property is
/// resolved where the property is used, by that element's `color-scheme` (CSS Color 5 §`light-dark()`),
/// so a drawing follows the page's theme, and a drawing inside `color-scheme: dark` is dark.
public enum SchemePalette {
    /// The custom property a system colour is written with, or nil when both schemes draw it alike.
    static func property(_ color: SystemColor) -> String? {
        let light = color.rgba(dark: false), dark = color.rgba(dark: true)
        return CSSColor.string(light) == CSSColor.string(dark) ? nil : "--fg-" + color.rawValue
    }

    /// One rule defining every property on `:root`.
    public static var css: String {
        var css = ":root {"
        for color in SystemColor.allCases {
            guard let property = property(color) else { continue }
            css += "\n  \(property): light-dark(\(CSSColor.string(color.rgba(dark: false))), \(CSSColor.string(color.rgba(dark: true))));"
        }
        return css + "\n}\n"
    }
}

/// A colour as CSS: `#rrggbb`, or `#rrggbbaa` when translucent.
enum CSSColor {
    static func string(_ color: RGBA) -> String {
        let format = ColorFormat(color)
        guard let opacity = format.opacity else { return format.hex }
        return format.hex + ColorFormat.hexDigits(Int((opacity * 255).rounded()))
    }
}
