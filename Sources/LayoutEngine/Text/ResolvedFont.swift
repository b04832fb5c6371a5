import ViewTree

/// A font with every environment input applied: the concrete face and size a measurer needs.
public struct ResolvedFont: Hashable, Sendable {
    public var size: Double
    public var weight: Font.Weight
    public var italic: Bool
    public var design: Font.Design
    public var monospacedDigit: Bool
    /// Extra advance after every character, in points (style tracking plus `.kerning`/`.tracking`).
    public var letterSpacing: Double

    public init(size: Double, weight: Font.Weight = .regular, italic: Bool = false, design: Font.Design = .default, monospacedDigit: Bool = false, letterSpacing: Double = 0) {
        self.size = size
        self.weight = weight
        self.italic = italic
        self.design = design
        self.monospacedDigit = monospacedDigit
        self.letterSpacing = letterSpacing
    }

    /// The same face at `factor` times the size (minimumScaleFactor).
    public func scaled(by factor: Double) -> ResolvedFont {
        var f = self
        f.size *= factor
        f.letterSpacing *= factor
        return f
    }
}
