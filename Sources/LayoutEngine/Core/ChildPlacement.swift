import ViewTree

/// Where a container puts one child: origin relative to the container, and the proposal it gets.
struct ChildPlacement {
    let child: LayoutNode
    var origin: Point
    var proposal: ProposedViewSize
}
