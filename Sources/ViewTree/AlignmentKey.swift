/// The identity of one alignment guide (built-in or a custom `AlignmentID`) on one axis.
///
/// Equality is by axis and name, so two `HorizontalAlignment(Menu.self)` values made in
/// different places are the same guide, as in SwiftUI where the `AlignmentID` type is the key.
public struct AlignmentKey: Hashable, Sendable, CustomStringConvertible {
    public let axis: Axis
    public let name: String
    /// The guide's value when a view has no explicit one (`AlignmentID.defaultValue(in:)`).
    public let defaultValue: @Sendable (ViewDimensions) -> Double
    /// How a container merges its children's explicit values (`_combineExplicit`).
    public let combine: AlignmentCombineRule
    /// Precomputed so guide lookups on hot paths don't rehash the name.
    private let identityHash: Int

    public init(
        axis: Axis, name: String, combine: AlignmentCombineRule = .mean,
        defaultValue: @escaping @Sendable (ViewDimensions) -> Double
    ) {
        self.axis = axis
        self.name = name
        self.combine = combine
        self.defaultValue = defaultValue
        var hasher = Hasher()
        hasher.combine(axis)
        hasher.combine(name)
        self.identityHash = hasher.finalize()
    }

    public static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { a.identityHash == b.identityHash && a.axis == b.axis && a.name == b.name }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identityHash)
    }
    public var description: String { name }
}

/// How containers combine the explicit guide values of their children. Source: Layout.md §6.3.
public enum AlignmentCombineRule: Hashable, Sendable {
    /// Built-in frame guides (leading, center, trailing, top, bottom): containers never expose them.
    case none
    /// Custom `AlignmentID`s: the running mean of the children's projected values.
    case mean
    /// `firstTextBaseline`: the top-most value.
    case min
    /// `lastTextBaseline`: the bottom-most value (Apple doc; OpenSwiftUI uses min, see §13.4).
    case max

    /// Folds the values per the rule; nil when there is nothing to combine or the rule forbids it.
    public func combine(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        switch self {
        case .none: return nil
        case .mean: return values.reduce(0, +) / Double(values.count)
        case .min: return values.min()
        case .max: return values.max()
        }
    }
}
