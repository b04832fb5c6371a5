/// The settings of a `Grid` view and of the `GridLayout` value used with `AnyLayout`: the two
/// share their defaults (Containers.md §1.1). Nil spacing means the platform default.
public struct GridLayout: Hashable, Sendable {
    public var alignment: Alignment
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?

    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }
}
