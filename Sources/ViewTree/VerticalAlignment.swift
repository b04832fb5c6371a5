/// A guide along the vertical axis, as SwiftUI's `VerticalAlignment`. Defaults: Layout.md §6.1.
public struct VerticalAlignment: Hashable, Sendable {
    public let key: AlignmentKey

    public init(_ key: AlignmentKey) {
        precondition(key.axis == .vertical)
        self.key = key
    }

    /// A custom guide from an `AlignmentID` named `name` (combined by mean, §6.3).
    public init(custom name: String, defaultValue: @escaping @Sendable (ViewDimensions) -> Double) {
        self.init(AlignmentKey(axis: .vertical, name: name, defaultValue: defaultValue))
    }

    public static let top = VerticalAlignment(
        AlignmentKey(axis: .vertical, name: "top", combine: .none) { _ in 0 })
    public static let center = VerticalAlignment(
        AlignmentKey(axis: .vertical, name: "center", combine: .none) { $0.height / 2 })
    public static let bottom = VerticalAlignment(
        AlignmentKey(axis: .vertical, name: "bottom", combine: .none) { $0.height })
    /// Non-text views default to their bottom edge; containers take the top-most child value.
    public static let firstTextBaseline = VerticalAlignment(
        AlignmentKey(axis: .vertical, name: "firstTextBaseline", combine: .min) { $0.height })
    /// Non-text views default to their bottom edge; containers take the bottom-most child value.
    public static let lastTextBaseline = VerticalAlignment(
        AlignmentKey(axis: .vertical, name: "lastTextBaseline", combine: .max) { $0.height })
}
