/// SwiftUI's size proposal: each component is nil (ideal), 0 (minimum), finite, or ∞ (maximum).
/// Source: Layout.md §1.1, Apple doc `ProposedViewSize`.
public struct ProposedViewSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Inlinable: the engine compares proposals in every memo lookup, across this module's boundary.
    @inlinable public static func == (a: ProposedViewSize, b: ProposedViewSize) -> Bool {
        a.width == b.width && a.height == b.height
    }

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    public init(major: Double?, minor: Double?, along axis: Axis) {
        self = axis == .horizontal ? .init(width: major, height: minor) : .init(width: minor, height: major)
    }

    /// Fills nil components with `size`; the default 10×10 is what views with no ideal size report.
    /// Source: Layout.md §1.1 (Apple doc `replacingUnspecifiedDimensions(by:)`).
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }
}
