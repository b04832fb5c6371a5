/// SwiftUI's `SafeAreaRegions`: which kind of unsafe area `ignoresSafeArea` looks through.
/// A static preview shows no keyboard, so only `.container` has an effect (Containers.md §7.3).
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Status bar, home indicator, navigation and tab bars.
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
