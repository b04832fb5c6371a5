/// The two layout axes; stacks call theirs "major" and the other "minor".
public enum Axis: Hashable, Sendable {
    case horizontal
    case vertical

    public var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
