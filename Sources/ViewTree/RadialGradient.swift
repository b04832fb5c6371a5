/// `RadialGradient(colors:center:startRadius:endRadius:)` or with explicit stops: the colours
/// ring outwards from `center` (a unit point of the filled bounds), the first stop at
/// `startRadius` and the last at `endRadius` points, padded with the end colours beyond them
/// (Apple doc `RadialGradient`).
public struct RadialGradient: Hashable, Sendable {
    public var stops: [LinearGradient.Stop]
    public var center: UnitPoint
    public var startRadius: Double
    public var endRadius: Double

    public init(stops: [LinearGradient.Stop], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.stops = stops
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
}
