/// Writes every number Fieldguide shows the same way, in the SVG drawings and in the layout traces:
/// a fixed number of decimals at most (two unless said otherwise), trailing zeros trimmed, never
/// "-0", never exponent notation, so output is byte-for-byte stable and short. It lives with the
/// engine because the traces are written here; the renderer adds its font precision.
public enum NumberFormat {
    /// Coordinates and lengths: 1/100 pt is far below a device pixel.
    public static let decimals = 2
    /// `1/3` → "0.33", `-0.001` → "0", `40` → "40", `1e-7` → "0"; NaN → "0"; magnitudes are
    /// clamped to 10¹⁷ / 10^decimals (±∞ → ±10¹⁵ at two decimals), beyond any canvas and within
    /// what `Int` holds after scaling.
    public static func string(_ value: Double, decimals: Int = decimals) -> String {
        let units = units(value, decimals: decimals), scale = scale(decimals)
        if units == 0 { return "0" }
        return digits(negative: units < 0, whole: Int(units.magnitude) / scale, fraction: Int(units.magnitude) % scale, decimals: decimals)
    }

    /// The value as `string` writes it, in units of its last decimal: two values are written
    /// alike exactly when these are equal (a colour's opacity is left out when written as 1).
    public static func units(_ value: Double, decimals: Int = decimals) -> Int {
        guard !value.isNaN else { return 0 }
        let scale = scale(decimals)
        let limit = 1e17 / Double(scale)
        let clamped = min(max(value, -limit), limit)
        return Int((clamped * Double(scale)).rounded(.toNearestOrAwayFromZero))
    }

    private static func scale(_ decimals: Int) -> Int {
        (0..<decimals).reduce(1) { product, _ in product * 10 }
    }

    /// "-12.5": the sign, the whole part, and the fraction's `decimals` digits without trailing
    /// zeros (no point when they are all zero), written straight into the string's storage: SVG
    /// drawing writes thousands of numbers per preview, and building each from pieces was a third
    /// of drawing.
    private static func digits(negative: Bool, whole: Int, fraction: Int, decimals: Int) -> String {
        var fraction = fraction, fractionDigits = fraction == 0 ? 0 : decimals
        while fractionDigits > 0, fraction % 10 == 0 {
            fraction /= 10
            fractionDigits -= 1
        }
        var wholeDigits = 1
        var rest = whole / 10
        while rest > 0 {
            wholeDigits += 1
            rest /= 10
        }
        let count = (negative ? 1 : 0) + wholeDigits + (fractionDigits > 0 ? 1 + fractionDigits : 0)
        return String(unsafeUninitializedCapacity: count) { buffer in
            var end = count
            func write(_ value: Int, width: Int) {
                var value = value
                for _ in 0..<width {
                    end -= 1
                    buffer[end] = UInt8(ascii: "0") + UInt8(value % 10)
                    value /= 10
                }
            }
            if fractionDigits > 0 {
                write(fraction, width: fractionDigits)
                end -= 1
                buffer[end] = UInt8(ascii: ".")
            }
            write(whole, width: wholeDigits)
            if negative { buffer[0] = UInt8(ascii: "-") }
            return count
        }
    }

    /// Several numbers separated by spaces (viewBox, transforms, dash arrays).
    public static func list(_ values: [Double]) -> String {
        values.map { string($0) }.joined(separator: " ")
    }
}
