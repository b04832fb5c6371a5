/// One column of a `LazyVGrid` (one row of a `LazyHGrid`), as SwiftUI's `GridItem`:
/// its size rule, the gap to the next column, and how its cells align
/// (Containers.md §2.1).
public struct GridItem: Hashable, Sendable {
    /// How wide the column is; widths come from these rules alone, never from the cells (§2.1).
    public enum Size: Hashable, Sendable {
        /// Exactly this wide, even when the grid overflows.
        case fixed(Double)
        /// An equal share of what is left, clamped to the limits (Apple's defaults 10 and ∞).
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        /// As many columns of at least `minimum` as fit in the share.
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    public var size: Size
    /// The gap after this column; nil means the default (§2.2).
    public var spacing: Double?
    /// How the column's cells align inside their cell; nil means centred (§2.4).
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
