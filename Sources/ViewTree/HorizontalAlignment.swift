/// A guide along the horizontal axis, as SwiftUI's `HorizontalAlignment`. Defaults: Layout.md §6.1.
public struct HorizontalAlignment: Hashable, Sendable {
    public let key: AlignmentKey

    public init(_ key: AlignmentKey) {
        precondition(key.axis == .horizontal)
        self.key = key
    }

    /// A custom guide from an `AlignmentID` named `name` (combined by mean, §6.3).
    public init(custom name: String, defaultValue: @escaping @Sendable (ViewDimensions) -> Double) {
        self.init(AlignmentKey(axis: .horizontal, name: name, defaultValue: defaultValue))
    }

    public static let leading = HorizontalAlignment(
        AlignmentKey(axis: .horizontal, name: "leading", combine: .none) { _ in 0 })
    public static let center = HorizontalAlignment(
        AlignmentKey(axis: .horizontal, name: "center", combine: .none) { $0.width / 2 })
    public static let trailing = HorizontalAlignment(
        AlignmentKey(axis: .horizontal, name: "trailing", combine: .none) { $0.width })
    /// iOS 16 list-row guides default to the leading and trailing edges (§6.1).
    public static let listRowSeparatorLeading = HorizontalAlignment(
        AlignmentKey(axis: .horizontal, name: "listRowSeparatorLeading", combine: .none) { _ in 0 })
    public static let listRowSeparatorTrailing = HorizontalAlignment(
        AlignmentKey(axis: .horizontal, name: "listRowSeparatorTrailing", combine: .none) { $0.width })
}
