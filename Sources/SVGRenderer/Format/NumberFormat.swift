/// Writes every number in the SVG the same way: a fixed number of decimals at most (two unless
/// said otherwise), trailing zeros trimmed, never "-0", never exponent notation, so output is
/// byte-for-byte stable and short.
public enum NumberFormat {
    /// Coordinates and lengths: 1/100 pt is far below a device pixel.
    public static let decimals = 2
    /// Font sizes and letter-spacing: a line repeats their rounding once per character, so two
    /// decimals would show (−0.255 pt written as −0.26 widens a 47-character line by 0.24 pt;
    /// text-metrics.md §4.2 asks for the browser's width to equal the engine's).
    static let fontDecimals = 4

    /// `1/3` → "0.33", `-0.001` → "0", `40` → "40", `1e-7` → "0"; NaN → "0"; magnitudes are
    /// clamped to 10¹⁷ / 10^decimals (±∞ → ±10¹⁵ at two decimals), beyond any canvas and within
    /// what `Int` holds after scaling.
    public static func string(_ value: Double, decimals: Int = decimals) -> String {
        guard !value.isNaN else { return "0" }
        let scale = (0..<decimals).reduce(1) { product, _ in product * 10 }
        let limit = 1e17 / Double(scale)
        let clamped = min(max(value, -limit), limit)
        let units = Int((clamped * Double(scale)).rounded(.toNearestOrAwayFromZero))
        if units == 0 { return "0" }
        let sign = units < 0 ? "-" : ""
        let magnitude = Int(units.magnitude)
        return sign + String(magnitude / scale) + fraction(magnitude % scale, decimals: decimals)
    }

    /// The fractional part as ".5" or ".25", empty when it is zero.
    private static func fraction(_ units: Int, decimals: Int) -> String {
        if units == 0 { return "" }
        let digits = String(units)
        let padded = String(repeating: "0", count: decimals - digits.count) + digits
        return "." + String(padded.reversed().drop(while: { $0 == "0" }).reversed())
    }

    /// Several numbers separated by spaces (viewBox, transforms, dash arrays).
    static func list(_ values: [Double]) -> String {
        values.map { string($0) }.joined(separator: " ")
    }
}
