import ViewTree

/// Writes a resolved colour as `#rrggbb` plus a separate opacity, the form every SVG viewer
/// understands (8-digit hex and `rgba()` are not SVG 1.1).
struct ColorFormat {
    /// `#rrggbb`, each component rounded to the nearest of 0…255.
    let hex: String
    /// The alpha, nil when it is written as 1 (opaque).
    let opacity: Double?
    /// Whether nothing would be drawn: the alpha is written as 0 (`Color.clear`, `.opacity(0)`).
    let isInvisible: Bool

    init(_ color: RGBA) {
        hex = "#" + [color.red, color.green, color.blue].map(Self.byte).joined()
        let alpha = min(max(color.alpha.isNaN ? 1 : color.alpha, 0), 1)
        let written = NumberFormat.string(alpha)
        opacity = written == "1" ? nil : alpha
        isInvisible = written == "0"
    }

    /// One component as two lowercase hex digits.
    private static func byte(_ component: Double) -> String {
        let value = Int((min(max(component.isNaN ? 0 : component, 0), 1) * 255).rounded())
        let digits = Array("0123456789abcdef")
        return String([digits[value / 16], digits[value % 16]])
    }

    /// The colour on an SVG paint property (`fill`, `stroke`, `stop-color`, `flood-color`) plus
    /// its opacity property when translucent.
    func attributes(color property: String, opacity opacityProperty: String) -> [String: String] {
        var result = [property: hex]
        if let opacity { result[opacityProperty] = NumberFormat.string(opacity) }
        return result
    }
}
