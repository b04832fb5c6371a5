/// A rectangle's edges, as SwiftUI's `Edge` and `Edge.Set`.
public enum Edge: Int, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// SwiftUI's `Edge.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}
