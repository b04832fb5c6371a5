/// Vertical metrics of a font at a size, in points (descender as a positive magnitude).
public struct FontMetrics: Hashable, Sendable {
    public var ascender: Double
    public var descender: Double
    public var leading: Double
    public var capHeight: Double

    public init(ascender: Double, descender: Double, leading: Double, capHeight: Double) {
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
        self.capHeight = capHeight
    }

    /// Height of one line box without extra line spacing.
    public var lineHeight: Double { ascender + descender + leading }
}
