import LayoutEngine
import ViewTree

extension PlacedNode {
    /// The tree moved by (`dx`, `dy`). A preview is drawn with its crop's corner at the origin, so
    /// the same views laid out on canvases of different widths (centred at different places) draw
    /// the same bytes and a width slider can share one drawing between those widths.
    func translated(dx: Double, dy: Double) -> PlacedNode {
        var moved = self
        moved.frame = Rect(x: frame.x + dx, y: frame.y + dy, width: frame.width, height: frame.height)
        moved.children = children.map { $0.translated(dx: dx, dy: dy) }
        return moved
    }
}
