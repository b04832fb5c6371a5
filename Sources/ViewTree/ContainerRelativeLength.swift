/// How `containerRelativeFrame` turns the container's length into the view's length
/// (Containers.md §5.2): the whole length, a span of equal columns, or the author's closure.
public enum ContainerRelativeLength: Sendable {
    /// `containerRelativeFrame(_:alignment:)`: the container's length.
    case container
    /// `containerRelativeFrame(_:count:span:spacing:alignment:)`.
    case grid(count: Int, span: Int, spacing: Double)
    /// `containerRelativeFrame(_:alignment:_:)`: the closure gets the container's length and the
    /// axis. It may throw (the evaluator runs author code with budgets); the engine reports it.
    case computed(@Sendable (Double, Axis) throws -> Double)
}
