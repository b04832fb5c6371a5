/// Proportions of the stand-ins Fieldguide draws for what it cannot show (its own choices).
enum PlaceholderStyle {
    /// Left inset of a placeholder's label: half the 24 pt the engine adds to the label's width.
    static let labelInset = 12.0
    /// A placeholder box is a faint red fill under a dashed red outline.
    static let boxOpacity = "0.08"
    static let boxDashes = "4 3"
    /// A symbol's stand-in square, as a fraction of the symbol box's shorter side.
    static let symbolScale = 0.75
    /// The square's line width and corner radius, as fractions of its side.
    static let symbolLineWidth = 0.1
    static let symbolCornerRadius = 0.25
}
