/// The numbers of Fieldguide's continuous-corner approximation, in multiples of the radius.
enum ContinuousCorner {
    /// Where the corner curve leaves the straight edge (Layout.md §8.2, reverse-engineered value [U]).
    static let extent = 1.528
    /// The circular corner's 45° point lies r·(1 − 1/√2) from the corner on both axes.
    static let midpoint = 1 - 1 / 2.0.squareRoot()
    /// A symmetric cubic from (e, 0) via (c, 0) and (0, c) to (0, e) has its midpoint at (e + 3c)/8
    /// on both axes; solving for the circular midpoint gives c = (8m − e)/3, stored relative to e.
    static let controlFraction = (8 * midpoint - extent) / 3 / extent
}
