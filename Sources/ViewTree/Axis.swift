/// The two layout axes; stacks call theirs "major" and the other "minor".
public enum Axis: Hashable, Sendable {
    case horizontal
    case vertical

    public var other: Axis { self == .horizontal ? .vertical : .horizontal }

    /// SwiftUI's `Axis.Set`: the axes a scroll view scrolls, `ViewThatFits` measures, or a
    /// `containerRelativeFrame` sizes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
        public static let both: Set = [.horizontal, .vertical]

        /// Whether the set holds `axis`.
        public func includes(_ axis: Axis) -> Bool {
            contains(axis == .horizontal ? Set.horizontal : Set.vertical)
        }
    }
}
