import LayoutEngine
import ViewTree

/// SVG path data for SwiftUI's built-in shapes in a rectangle. Geometry: Layout.md §8.2.
enum ShapePath {
    /// The outline of `shape` filling `rect`, clockwise, starting on the top edge.
    static func data(_ shape: ShapeKind, in rect: Rect) -> String {
        switch shape {
        case .rectangle:
            rectangle(rect)
        case .roundedRectangle(let radius, let style):
            roundedRectangle(rect, radius: radius, style: style)
        case .circle:
            ellipse(center: center(rect), rx: min(rect.width, rect.height) / 2, ry: min(rect.width, rect.height) / 2)
        case .ellipse:
            ellipse(center: center(rect), rx: rect.width / 2, ry: rect.height / 2)
        case .capsule(let style):
            roundedRectangle(rect, radius: min(rect.width, rect.height) / 2, style: style)
        }
    }

    /// The rectangle shrunk by `amount` on every edge (`strokeBorder`, `border`), never below zero size.
    static func inset(_ rect: Rect, by amount: Double) -> Rect {
        let dx = min(amount, rect.width / 2), dy = min(amount, rect.height / 2)
        return Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width - 2 * dx, height: rect.height - 2 * dy)
    }

    private static func center(_ rect: Rect) -> Point {
        Point(x: rect.x + rect.width / 2, y: rect.y + rect.height / 2)
    }

    private static func rectangle(_ r: Rect) -> String {
        "M\(n(r.x, r.y))H\(n(r.maxX))V\(n(r.maxY))H\(n(r.x))Z"
    }

    /// Two half-ellipse arcs from the leftmost point, over the top and back.
    private static func ellipse(center c: Point, rx: Double, ry: Double) -> String {
        let arc = "A\(n(rx, ry)) 0 1 1 "
        return "M\(n(c.x - rx, c.y))\(arc)\(n(c.x + rx, c.y))\(arc)\(n(c.x - rx, c.y))Z"
    }

    /// Radius clamped to half the short side (§8.2); a zero radius is a plain rectangle.
    private static func roundedRectangle(_ rect: Rect, radius: Double, style: RoundedCornerStyle) -> String {
        let r = min(max(radius.isFinite ? radius : 0, 0), rect.width / 2, rect.height / 2)
        guard r > 0 else { return rectangle(rect) }
        switch style {
        case .circular: return circularCorners(rect, r)
        case .continuous: return continuousCorners(rect, r)
        }
    }

    /// Quarter-circle corners.
    private static func circularCorners(_ b: Rect, _ r: Double) -> String {
        let arc = "A\(n(r, r)) 0 0 1 "
        return "M\(n(b.x + r, b.y))H\(n(b.maxX - r))\(arc)\(n(b.maxX, b.y + r))"
            + "V\(n(b.maxY - r))\(arc)\(n(b.maxX - r, b.maxY))"
            + "H\(n(b.x + r))\(arc)\(n(b.x, b.maxY - r))"
            + "V\(n(b.y + r))\(arc)\(n(b.x + r, b.y))Z"
    }

    /// Continuous ("squircle") corners, approximated by one cubic per corner.
    ///
    /// The curve leaves each edge `ContinuousCorner.extent`·r from the corner (Layout.md §8.2 [U]);
    /// its control points lie on the edges so curvature builds up gradually, placed so the curve
    /// passes through the circular corner's 45° point. On a short side the curve is squeezed to
    /// half the side, keeping its proportions.
    private static func continuousCorners(_ b: Rect, _ r: Double) -> String {
        let ex = min(ContinuousCorner.extent * r, b.width / 2), ey = min(ContinuousCorner.extent * r, b.height / 2)
        let cx = ex * ContinuousCorner.controlFraction, cy = ey * ContinuousCorner.controlFraction
        return "M\(n(b.x + ex, b.y))H\(n(b.maxX - ex))"
            + "C\(n(b.maxX - cx, b.y)) \(n(b.maxX, b.y + cy)) \(n(b.maxX, b.y + ey))"
            + "V\(n(b.maxY - ey))"
            + "C\(n(b.maxX, b.maxY - cy)) \(n(b.maxX - cx, b.maxY)) \(n(b.maxX - ex, b.maxY))"
            + "H\(n(b.x + ex))"
            + "C\(n(b.x + cx, b.maxY)) \(n(b.x, b.maxY - cy)) \(n(b.x, b.maxY - ey))"
            + "V\(n(b.y + ey))"
            + "C\(n(b.x, b.y + cy)) \(n(b.x + cx, b.y)) \(n(b.x + ex, b.y))Z"
    }

    private static func n(_ values: Double...) -> String { NumberFormat.list(values) }
}
