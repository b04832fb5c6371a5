import LayoutEngine
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
        let red = Self.byte(color.red), green = Self.byte(color.green), blue = Self.byte(color.blue)
        hex = String(unsafeUninitializedCapacity: 7) { buffer in
            buffer[0] = UInt8(ascii: "#")
            Self.writeHexDigits(red, into: buffer, at: 1)
            Self.writeHexDigits(green, into: buffer, at: 3)
            Self.writeHexDigits(blue, into: buffer, at: 5)
            return 7
        }
        let alpha = min(max(color.alpha.isNaN ? 1 : color.alpha, 0), 1)
        let written = NumberFormat.units(alpha)
        opacity = written == NumberFormat.units(1) ? nil : alpha
        isInvisible = written == 0
    }

    /// One component as 0…255.
    private static func byte(_ component: Double) -> Int {
        Int((min(max(component.isNaN ? 0 : component, 0), 1) * 255).rounded())
    }

    /// 0…255 as two lowercase hex digits, read from a static table: an array of Characters per
    /// call was 3% of a cold build, and a string per component most of writing a colour.
    static func hexDigits(_ value: Int) -> String {
        String(unsafeUninitializedCapacity: 2) { buffer in
            writeHexDigits(value, into: buffer, at: 0)
            return 2
        }
    }

    private static func writeHexDigits(_ value: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at index: Int) {
        let digits: StaticString = "0123456789abcdef"
        buffer[index] = digits.utf8Start[value / 16]
        buffer[index + 1] = digits.utf8Start[value % 16]
    }

    /// The colour on an SVG paint property (`fill`, `stroke`, `stop-color`, `flood-color`) plus
    /// its opacity property when translucent.
    func attributes(color property: String, opacity opacityProperty: String) -> SVGAttributes {
        var result: SVGAttributes = [property: hex]
        if let opacity { result[opacityProperty] = NumberFormat.string(opacity) }
        return result
    }
}
