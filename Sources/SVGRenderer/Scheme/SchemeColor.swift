import LayoutEngine
import ViewTree

/// Writes one colour on one SVG paint property in a `PaintScheme`: as today's `#rrggbb` plus
/// opacity when the scheme is fixed or both schemes draw it alike; otherwise as CSS in the
/// element's `style` that the page's `color-scheme` resolves (a palette property for a system
/// colour, `light-dark()` for a colour derived from one).
enum SchemeColor {
    /// Nil when nothing would be drawn.
    static func attributes(_ color: ColorValue, _ property: String, _ opacityProperty: String, scheme: PaintScheme) -> SVGAttributes? {
        switch scheme {
        case .fixed(let dark):
            return fixed(color.resolved(dark: dark), property, opacityProperty)
        case .page:
            let light = color.resolved(dark: false), dark = color.resolved(dark: true)
            if CSSColor.string(light) == CSSColor.string(dark) { return fixed(light, property, opacityProperty) }
            if case .system(let system) = color.base, let name = SchemePalette.property(system) {
                let factor = ColorFormat(RGBA(red: 0, green: 0, blue: 0, alpha: color.opacity))
                if factor.isInvisible { return nil }
                var result: SVGAttributes = ["style": "\(property):var(\(name))"]
                if let opacity = factor.opacity { result[opacityProperty] = NumberFormat.string(opacity) }
                return result
            }
            return pair(light: light, dark: dark, property)
        }
    }

    /// A colour given in both schemes (a gradient derived from a system colour).
    static func pair(light: RGBA, dark: RGBA, _ property: String) -> SVGAttributes? {
        if ColorFormat(light).isInvisible, ColorFormat(dark).isInvisible { return nil }
        return ["style": "\(property):light-dark(\(CSSColor.string(light)),\(CSSColor.string(dark)))"]
    }

    private static func fixed(_ color: RGBA, _ property: String, _ opacityProperty: String) -> SVGAttributes? {
        let format = ColorFormat(color)
        return format.isInvisible ? nil : format.attributes(color: property, opacity: opacityProperty)
    }
}
