/// Writes every number in the SVG the same way: at most two decimals, trailing zeros trimmed,
/// never "-0", never exponent notation, so output is byte-for-byte stable and short.
enum NumberFormat {
    /// Magnitudes are clamped here: far beyond any canvas, and within what `Int` holds after scaling.
    static let limit = 1e15

    /// `1/3` → "0.33", `-0.001` → "0", `40` → "40", `1e-7` → "0"; NaN → "0", ±∞ → ±`limit`.
    static func string(_ value: Double) -> String {
        guard !value.isNaN else { return "0" }
        let clamped = min(max(value, -limit), limit)
        let hundredths = Int((clamped * 100).rounded(.toNearestOrAwayFromZero))
        if hundredths == 0 { return "0" }
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = hundredths.magnitude
        let whole = magnitude / 100, fraction = magnitude % 100
        return sign + String(whole) + decimals(fraction)
    }

    /// The fractional part as ".5" or ".25", empty when it is zero.
    private static func decimals(_ hundredths: UInt) -> String {
        if hundredths == 0 { return "" }
        if hundredths % 10 == 0 { return "." + String(hundredths / 10) }
        return (hundredths < 10 ? ".0" : ".") + String(hundredths)
    }

    /// Several numbers separated by spaces (viewBox, transforms, dash arrays).
    static func list(_ values: [Double]) -> String {
        values.map(string).joined(separator: " ")
    }
}
