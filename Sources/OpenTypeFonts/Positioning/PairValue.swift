/// The horizontal advance adjustments one pair-positioning record makes, in font units: to the
/// first glyph (the usual kerning value) and to the second.
public struct PairValue: Hashable, Sendable {
    public var first: Int32
    public var second: Int32

    public init(first: Int32, second: Int32) {
        self.first = first
        self.second = second
    }

    /// What the pair adds to the run's width.
    @inline(__always)
    public var total: Int { Int(first) + Int(second) }
}
