/// A symbol's glyph from an icon font: contours of quadratic B-spline points in font units, y up,
/// inside a square design box of `unitsPerEm` (Material Icons draws on a 24-unit grid scaled to it).
/// The renderer fits the box into a symbol's frame, so output depends only on the font's bytes.
public struct SymbolOutline: Hashable, Sendable {
    public struct Point: Hashable, Sendable {
        public var x: Double
        public var y: Double
        public var onCurve: Bool

        public init(x: Double, y: Double, onCurve: Bool) {
            self.x = x
            self.y = y
            self.onCurve = onCurve
        }
    }

    public var contours: [[Point]]
    public var unitsPerEm: Double
    /// The font's descent below the baseline, so the em box can be placed (y runs from −descent).
    public var descent: Double

    public init(contours: [[Point]], unitsPerEm: Double, descent: Double) {
        self.contours = contours
        self.unitsPerEm = unitsPerEm
        self.descent = descent
    }
}
