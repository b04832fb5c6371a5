/// A position in points, origin top-left, y growing downwards.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    public init(major: Double, minor: Double, along axis: Axis) {
        self = axis == .horizontal ? Point(x: major, y: minor) : Point(x: minor, y: major)
    }

    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
}
