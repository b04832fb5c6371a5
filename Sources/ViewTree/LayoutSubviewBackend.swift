/// What a `LayoutSubview` asks of the engine that hosts the layout. The engine implements it;
/// the view tree only forwards, so it stays free of layout code.
public protocol LayoutSubviewBackend: AnyObject {
    func sizeThatFits(subview: Int, _ proposal: ProposedViewSize) -> Size
    func dimensions(subview: Int, _ proposal: ProposedViewSize) -> ViewDimensions
    func place(subview: Int, at position: Point, anchor: UnitPoint, proposal: ProposedViewSize)
    func priority(subview: Int) -> Double
    func spacing(subview: Int) -> ViewSpacing
    func layoutValue(subview: Int, key: String) -> (any Sendable)?
}
