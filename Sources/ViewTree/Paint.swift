/// A `ShapeStyle`: what fills or strokes a shape, background or text.
public enum Paint: Hashable, Sendable {
    case color(ColorValue)
    /// `Color.blue.gradient`: a subtle top-to-bottom gradient derived from one colour.
    case gradientOf(ColorValue)
    case linearGradient(LinearGradient)
    case radialGradient(RadialGradient)

    public static func system(_ c: SystemColor) -> Paint { .color(.system(c)) }
}

/// `LinearGradient(colors:startPoint:endPoint:)` or with explicit stops.
public struct LinearGradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: ColorValue
        public var location: Double
        public init(color: ColorValue, location: Double) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public init(stops: [Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.stops = stops
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Evenly spaced colours, as `LinearGradient(colors:startPoint:endPoint:)`.
    public init(colors: [ColorValue], startPoint: UnitPoint, endPoint: UnitPoint) {
        let n = colors.count
        let stops = colors.enumerated().map { i, c in
            Stop(color: c, location: n > 1 ? Double(i) / Double(n - 1) : 0)
        }
        self.init(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}
