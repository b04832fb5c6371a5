/// The proposed widths over which a Text keeps its lines: what it was offered, and the interval of
/// offers that greedy line breaking and truncation (Layout.md §7.3) would decide the same way,
/// each decision ("this word still fits", "one more character does not") staying as it was. A
/// width slider reads it to guess where the next change of lines lies instead of halving blindly.
public struct LineBreakRange: Hashable, Sendable {
    public var proposedWidth: Double
    /// From the widest line kept (it fits when offered at least that) up to, not including, the
    /// narrowest candidate refused (a line with its next word, or a character more).
    public var widths: Range<Double>

    public init(proposedWidth: Double, widths: Range<Double>) {
        self.proposedWidth = proposedWidth
        self.widths = widths
    }
}
