/// A width and height in points; SwiftUI's `CGSize` without CoreGraphics.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// The length along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Builds a size from a major-axis and a minor-axis length, as stacks think of it.
    public init(major: Double, minor: Double, along axis: Axis) {
        self = axis == .horizontal ? Size(width: major, height: minor) : Size(width: minor, height: major)
    }
}
